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

  it('is away without a connection for thirty minutes after the last activity, then offline', () => {
    expect(presenceOf(minutesAgo(1), false, now)).toBe('away');
    expect(presenceOf(minutesAgo(29.9), false, now)).toBe('away');
    expect(presenceOf(minutesAgo(30), false, now)).toBe('offline');
    expect(presenceOf(null, false, now)).toBe('offline');
  });
});
