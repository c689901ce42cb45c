/** A path segment as the protocol expects it: URI-encoded, with `! ~ * ' ( )` escaped too. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A list of names in one segment: joined with `,` first (an empty list is a lone comma). */
export const encodeList = (values: readonly string[]): string => encodeSegment(values.length ? values.join(',') : ',');

/** Query values: absent ones dropped, the rest as strings. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

export function queryString(values: QueryValues): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  return query.toString();
}
