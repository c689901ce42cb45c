import { limits } from './limits.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Product API paths of the account pages, relative to the API base (§7). */
export const accountApiPaths = {
  resetPassword: '/reset-password',
  reactivate: '/user/reactivate',
} as const;

/**
 * Days left before a deactivated account is removed: the retention period minus the whole days
 * elapsed since the deletion request (§4), never below zero.
 */
export function daysUntilPurge(requestedAt: Date | string, now: Date = new Date()): number {
  const requested = new Date(requestedAt).getTime();
  if (Number.isNaN(requested)) throw new RangeError(`Not a date: ${String(requestedAt)}`);
  const daysElapsed = Math.floor(Math.max(0, now.getTime() - requested) / dayMs);
  return Math.max(0, limits.deactivatedRetentionDays - daysElapsed);
}
