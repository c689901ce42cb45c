import { chatCopy } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { dateOfTimetoken, dayLabel, startsNewDay } from './messageTimes';

const timetokenOf = (date: Date) => `${BigInt(date.getTime()) * 10_000n}`;
const now = new Date(2026, 10, 28, 9, 30);

describe('message times', () => {
  it('reads a timetoken as the moment it was published', () => {
    expect(dateOfTimetoken(timetokenOf(now)).getTime()).toBe(now.getTime());
  });

  it('names today and yesterday, and dates the days before', () => {
    expect(dayLabel(new Date(2026, 10, 28, 0, 1), now)).toBe(chatCopy.today);
    expect(dayLabel(new Date(2026, 10, 27, 23, 59), now)).toBe(chatCopy.yesterday);
    expect(dayLabel(new Date(2026, 10, 26, 12, 0), now)).not.toMatch(new RegExp(`${chatCopy.today}|${chatCopy.yesterday}`));
  });

  it('starts a new day at the first message and at each change of date, not within a day', () => {
    const [evening, lateEvening, morning] = [new Date(2026, 10, 27, 20), new Date(2026, 10, 27, 23), new Date(2026, 10, 28, 8)].map(
      timetokenOf,
    );
    expect(startsNewDay(undefined, evening!)).toBe(true);
    expect(startsNewDay(evening, lateEvening!)).toBe(false);
    expect(startsNewDay(lateEvening, morning!)).toBe(true);
    expect(startsNewDay(morning, null)).toBe(false);
  });
});
