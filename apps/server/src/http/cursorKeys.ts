import { parseTimetoken } from '@meshwork/realtime-server';

/**
 * One key of a page cursor: whether a text a client sent back is one the server could have put
 * there. Keys are checked before PostgreSQL casts or compares them, so a forged key is the
 * client's 422, never the database's error.
 */
export type CursorKey = (key: string) => boolean;

// `timestamptz::text` in the ISO date style: 2026-11-24 01:54:54.123456+00 (the offset may carry minutes).
const printedTimestamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::([0-5]\d))?$/;
const printedUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A `real` as PostgreSQL prints it: 0.0607927, 1e-05, 3.4e+38.
const printedReal = /^\d+(\.\d+)?(e[-+]\d+)?$/;
// The range of a `real` that PostgreSQL reads back without an out-of-range error (besides 0).
const realRange = { min: 1e-45, max: 3.4e38 };
// Offsets PostgreSQL accepts: up to 15 hours and 59 minutes either way.
const maxOffsetHours = 15;

/** Whether PostgreSQL printed this timestamp: its shape, an offset it accepts, and a calendar date and time that exist. */
function isPrintedTimestamp(key: string): boolean {
  const parts = printedTimestamp.exec(key);
  if (!parts || Number(parts[8]) > maxOffsetHours) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function isPrintedReal(key: string): boolean {
  if (!printedReal.test(key)) return false;
  const value = Number(key);
  return value === 0 || (value >= realRange.min && value <= realRange.max);
}

export const cursorKeys = {
  timestamp: isPrintedTimestamp,
  uuid: (key: string) => printedUuid.test(key),
  /** Text compared as text (a lower-cased nickname, a channel name): anything PostgreSQL stores, so no NUL. */
  text: (key: string) => !key.includes('\u0000'),
  /** A search rank, printed from a non-negative `real`. */
  rank: isPrintedReal,
  /** The place of an image within its post. */
  position: (key: string) => /^\d{1,3}$/.test(key),
  /** A realtime timetoken: a `bigint` of 1 to 19 digits. */
  timetoken: (key: string) => parseTimetoken(key) !== null,
  /** A 0 or a 1 (a sort rank such as "a friend in common first"). */
  bit: (key: string) => key === '0' || key === '1',
} satisfies Record<string, CursorKey>;

/** The keys of newest-first paging: a timestamp, then an id (`db/keyset.ts`). */
export const timestampAndId = [cursorKeys.timestamp, cursorKeys.uuid] as const;
