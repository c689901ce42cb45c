const dayMs = 86_400_000;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface NextBirthday {
  /** The day it is celebrated next, `YYYY-MM-DD`. */
  date: string;
  daysUntil: number;
  /** The age reached that day; null when the year is hidden. */
  turns: number | null;
}

/**
 * When a birthday (`YYYY-MM-DD`, or `--MM-DD` with its year hidden) comes next, counting from `today` (`YYYY-MM-DD`, today itself
 * included): this year's or, once past, next year's. 29 February is kept on 28 February in
 * years without it.
 */
export function nextBirthday(birthday: string, today: string): NextBirthday {
  // The year, or '-' when it is hidden; then the month and day.
  const yearText = birthday.slice(0, -6);
  const [month, day] = birthday.slice(-5).split('-').map(Number) as [number, number];
  const [year, todayMonth, todayDay] = today.split('-').map(Number) as [number, number, number];
  const start = utcDay(year, todayMonth, todayDay);
  const celebrated = (inYear: number) => utcDay(inYear, month, month === 2 && day === 29 && !isLeapYear(inYear) ? 28 : day);
  const celebrationYear = celebrated(year) >= start ? year : year + 1;
  const date = celebrated(celebrationYear);
  const turns = /^\d{4}$/.test(yearText) ? celebrationYear - Number(yearText) : null;
  return { date: isoDay(date), daysUntil: Math.round((date - start) / dayMs), turns };
}
