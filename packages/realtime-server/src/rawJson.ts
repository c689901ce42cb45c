/** JSON text kept as it is: stored messages are answered byte for byte, without a parse. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that splices RawJson values in and writes bigints as bare numbers. */
export function stringifyWithRaw(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stringifyWithRaw(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => `${JSON.stringify(key)}:${stringifyWithRaw(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
