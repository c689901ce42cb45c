import { describe, expect, it } from 'vitest';
import { nextBirthday } from './nextBirthday.js';

describe('nextBirthday', () => {
  it('is today, with the age reached', () => {
    expect(nextBirthday('1990-06-15', '2026-06-15')).toEqual({ date: '2026-06-15', daysUntil: 0, turns: 36 });
  });

  it('is later this year', () => {
    expect(nextBirthday('1990-07-01', '2026-06-15')).toEqual({ date: '2026-07-01', daysUntil: 16, turns: 36 });
  });

  it('wraps past the year end', () => {
    expect(nextBirthday('2000-01-05', '2026-12-20')).toEqual({ date: '2027-01-05', daysUntil: 16, turns: 27 });
    expect(nextBirthday('2000-12-19', '2026-12-20')).toMatchObject({ date: '2027-12-19', daysUntil: 364 });
  });

  it('gives no age when the year is hidden', () => {
    expect(nextBirthday('--07-01', '2026-06-15')).toEqual({ date: '2026-07-01', daysUntil: 16, turns: null });
  });

  it('keeps 29 February on 28 February in years without it, and on the 29th in leap years', () => {
    expect(nextBirthday('2000-02-29', '2027-02-01')).toEqual({ date: '2027-02-28', daysUntil: 27, turns: 27 });
    expect(nextBirthday('2000-02-29', '2028-02-01')).toEqual({ date: '2028-02-29', daysUntil: 28, turns: 28 });
  });
});
