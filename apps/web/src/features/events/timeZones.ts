/** The browser's own time zone: new events default to it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone the browser knows, with UTC and the given zones (an event's own) always in it. */
export function timeZoneChoices(...always: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...always])].sort();
}
