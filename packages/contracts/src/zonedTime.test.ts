import { describe, expect, it } from 'vitest';
import { instantOfWallClock, isTimeZone, wallClockOf } from './zonedTime.js';

describe('zoned wall-clock times', () => {
  it('knows IANA zones and refuses offsets and made-up names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a wall-clock time into its instant in winter and in summer', () => {
    expect(instantOfWallClock('2026-12-01T18:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(instantOfWallClock('2026-07-01T18:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(instantOfWallClock('2026-07-01T18:00', 'America/New_York').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    // Berlin's clocks jump from 02:00 to 03:00 on 29 March 2026.
    expect(instantOfWallClock('2026-03-29T02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads an instant back as the wall clock of its zone', () => {
    const instant = new Date('2026-12-01T17:00:00Z');
    expect(wallClockOf(instant, 'Europe/Berlin')).toBe('2026-12-01T18:00');
    expect(wallClockOf(instant, 'Asia/Tokyo')).toBe('2026-12-02T02:00');
  });

  it('answers an invalid date for text that is no wall-clock time', () => {
    expect(Number.isNaN(instantOfWallClock('tomorrow', 'UTC').getTime())).toBe(true);
  });
});
