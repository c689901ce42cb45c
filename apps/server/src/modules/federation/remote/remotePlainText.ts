/**
 * A remote plain-text value (a name, a username) as stored: control characters (NUL among them,
 * which PostgreSQL refuses) dropped, whitespace collapsed to single spaces, at most `maxLength`
 * characters, never cutting a character in two.
 */
export function remotePlainText(value: string, maxLength: number): string {
  const text = value
    .replace(/\p{Cc}/gu, (character) => (/\s/.test(character) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, maxLength).join('').trim();
}
