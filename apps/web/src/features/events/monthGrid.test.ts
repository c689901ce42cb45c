import { describe, expect, it } from 'vitest';
import { dayKey, monthGrid, movedDay } from './monthGrid';

describe('monthGrid', () => {
  it('starts on the Monday before the first and holds six weeks', () => {
    const days = monthGrid('2026-11');
    expect(days).toHaveLength(42);
    expect(days[0]!.key).toBe('2026-10-26');
    expect(days.filter((day) => day.inMonth)).toHaveLength(30);
    expect(days[6]!.key).toBe('2026-11-01');
  });

  it('moves by day, week, week edge and month with the keys', () => {
    const day = new Date(2026, 10, 25); // a Wednesday
    expect(dayKey(movedDay(day, 'ArrowRight')!)).toBe('2026-11-26');
    expect(dayKey(movedDay(day, 'ArrowUp')!)).toBe('2026-11-18');
    expect(dayKey(movedDay(day, 'Home')!)).toBe('2026-11-23');
    expect(dayKey(movedDay(day, 'End')!)).toBe('2026-11-29');
    expect(dayKey(movedDay(day, 'PageDown')!)).toBe('2026-12-25');
    expect(movedDay(day, 'a')).toBeUndefined();
  });
});
