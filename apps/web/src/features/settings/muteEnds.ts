import { mutingCopy } from '@meshwork/contracts';

const copy = mutingCopy.section;

/** When a mute ends, as the muted lists say it: for good, expired, or until a date. */
export function muteEnds(expiresAt: string | null): string {
  if (expiresAt === null) return copy.forever;
  const ends = new Date(expiresAt);
  return ends < new Date() ? copy.expired : copy.until(ends.toLocaleString());
}
