/** Days of the month view, in the browser's own time zone: weeks from Monday, six rows so the grid never jumps. */

export interface GridDay {
  /** `YYYY-MM-DD`. */
  key: string;
  date: Date;
  inMonth: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');
export const dayKey = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
export const dateOfKey = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const monthKeyOf = (date: Date) => dayKey(date).slice(0, 7);

/** The 42 days shown for a month (`YYYY-MM`). */
export function monthGrid(month: string): GridDay[] {
  const first = dateOfKey(`${month}-01`);
  const start = addDays(first, -((first.getDay() + 6) % 7));
  return Array.from({ length: 42 }, (_, index) => {
    const date = addDays(start, index);
    return { key: dayKey(date), date, inMonth: monthKeyOf(date) === month };
  });
}

/** Where a key press moves the focused day, or undefined for keys the grid leaves alone. */
export function movedDay(day: Date, key: string): Date | undefined {
  const weekday = (day.getDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return new Date(day.getFullYear(), day.getMonth() - 1, Math.min(day.getDate(), 28));
    case 'PageDown':
      return new Date(day.getFullYear(), day.getMonth() + 1, Math.min(day.getDate(), 28));
    default:
      return undefined;
  }
}
