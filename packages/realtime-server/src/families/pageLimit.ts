/**
 * The page size of a list call: `max` when absent (the protocol's default and cap are the same),
 * null when it is not a whole number from 1 to `max` (the caller answers 400).
 */
export function pageLimitOf(limit: string | undefined, max: number): number | null {
  if (limit === undefined) return max;
  const value = Number(limit);
  return /^\d+$/.test(limit) && value >= 1 && value <= max ? value : null;
}
