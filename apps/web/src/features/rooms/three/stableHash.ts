/** A number from 0 to 2³² − 1 for a text, the same for everyone: a person's place on arrival, their clock's offset. */
export function stableHash(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}
