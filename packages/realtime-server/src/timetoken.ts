/**
 * Timetokens count 100-nanosecond units since the Unix epoch (17 digits today). They exceed
 * JavaScript's safe integers, so they are `bigint` in the service and strings on the wire.
 */
export type Timetoken = bigint;

const timetokenPattern = /^\d{1,19}$/;
const maxTimetoken = 2n ** 63n - 1n;

/** A timetoken from a query or path value, or null when it is not one. */
export function parseTimetoken(value: string): Timetoken | null {
  if (!timetokenPattern.test(value)) return null;
  const parsed = BigInt(value);
  return parsed <= maxTimetoken ? parsed : null;
}

export function timetokenFromMs(ms: number): Timetoken {
  return BigInt(Math.floor(ms)) * 10_000n;
}

/** Strictly increasing timetokens from the local clock: each is max(now, previous + 1). */
export class TimetokenClock {
  constructor(private last: Timetoken = 0n) {}

  next(): Timetoken {
    const now = timetokenFromMs(Date.now());
    this.last = now > this.last ? now : this.last + 1n;
    return this.last;
  }

  /** Never go below a timetoken already handed out (e.g. the newest stored one after a restart). */
  raiseTo(floor: Timetoken): void {
    if (floor > this.last) this.last = floor;
  }
}
