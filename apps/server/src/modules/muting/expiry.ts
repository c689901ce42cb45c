import { mutedWordDurations, type MutedWordDuration } from '@meshwork/contracts';

/** When a mute chosen now for this duration ends; null for good. */
export function expiryOf(duration: MutedWordDuration): Date | null {
  const days = mutedWordDurations[duration];
  return days === null ? null : new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}
