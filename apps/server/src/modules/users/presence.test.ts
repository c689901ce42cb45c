import { describe, expect, it } from 'vitest';
import { presenceOf } from './presence.js';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('presence', () => {
  it('is online while connected and active in the last five minutes, away when connected but idle', () => {
    expect(presenceOf(minutesAgo(4.9), true, now)).toBe('online');
    expect(presenceOf(minutesAgo(5), true, now)).toBe('away');
    expect(presenceOf(null, true, now)).toBe('away');
  });

  it('is offline without a connection, however recent the last activity, as live presence says after a leave', () => {
    expect(presenceOf(minutesAgo(1), false, now)).toBe('offline');
    expect(presenceOf(minutesAgo(30), false, now)).toBe('offline');
    expect(presenceOf(null, false, now)).toBe('offline');
  });
});
