/** Wall-clock times in IANA time zones, with the platform's Intl only (both the server and the web app). */

// An IANA name such as Europe/Berlin or UTC; offsets like +01:00 are not zones (daylight saving moves them).
const zoneNamePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Whether Intl knows the name as a time zone. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !zoneNamePattern.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

function wallClockParts(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    wallClockFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute!, second: +parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = wallClockParts(new Date(instant), zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) names in a zone. A time skipped by a
 * daylight-saving change moves forward by the gap, as calendar apps do.
 */
export function instantOfWallClock(local: string, zone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  return new Date(Math.max(first, second));
}

const two = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of an instant in a zone, as a datetime-local input shows it. */
export function wallClockOf(instant: Date, zone: string): string {
  const p = wallClockParts(instant, zone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
