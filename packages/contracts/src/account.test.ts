import { describe, expect, it } from 'vitest';
import { daysUntilPurge } from './account.js';

const requested = new Date('2026-03-01T12:00:00Z');
const after = (days: number) => new Date(requested.getTime() + days * 24 * 60 * 60 * 1000);

describe('daysUntilPurge', () => {
  it('gives the full retention period on the day of the request', () => {
    expect(daysUntilPurge(requested, requested)).toBe(30);
    expect(daysUntilPurge(requested, after(0.9))).toBe(30);
  });

  it('subtracts whole days elapsed', () => {
    expect(daysUntilPurge(requested, after(1))).toBe(29);
    expect(daysUntilPurge(requested, after(29.5))).toBe(1);
  });

  it('never goes below zero', () => {
    expect(daysUntilPurge(requested, after(30))).toBe(0);
    expect(daysUntilPurge(requested, after(45))).toBe(0);
  });

  it('accepts an ISO string and treats a future request as just made', () => {
    expect(daysUntilPurge(requested.toISOString(), after(2))).toBe(28);
    expect(daysUntilPurge(after(3), requested)).toBe(30);
  });

  it('counts elapsed days from the request time, not calendar midnights', () => {
    const lateEvening = new Date('2026-03-01T23:59:00Z');
    expect(daysUntilPurge(lateEvening, new Date('2026-03-02T00:01:00Z'))).toBe(30);
    expect(daysUntilPurge(lateEvening, new Date('2026-03-02T23:58:59.999Z'))).toBe(30);
    expect(daysUntilPurge(lateEvening, new Date('2026-03-02T23:59:00Z'))).toBe(29);
  });

  it('turns at each exact day boundary, down to the last millisecond', () => {
    expect(daysUntilPurge(requested, new Date(after(1).getTime() - 1))).toBe(30);
    expect(daysUntilPurge(requested, new Date(after(30).getTime() - 1))).toBe(1);
    expect(daysUntilPurge(requested, after(30))).toBe(0);
  });

  it('refuses a value that is not a date', () => {
    expect(() => daysUntilPurge('soon', requested)).toThrow(RangeError);
  });
});
