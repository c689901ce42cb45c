import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { limits } from './limits.js';
import { guardSchema, securityCodeSchema, twoFactorCodeSchema } from './twoFactor.js';

const dayMs = 24 * 60 * 60 * 1000;

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

const currentPasswordSchema = z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200);

/** Deactivation is confirmed with the password. */
export const deactivateSchema = z.object({ password: currentPasswordSchema });

/** Deletion is confirmed with the mailed code, plus the security code when the member has one. */
export const deleteConfirmSchema = z.object({
  /** The six-digit code of the deletion mail. */
  code: twoFactorCodeSchema,
  security_code: guardSchema.shape.security_code,
});

export const reactivateSchema = z.object({ user_id: z.string().uuid({ error: 'user_id must be a member id' }) });

export const passwordUpdateSchema = z.object({
  current_password: currentPasswordSchema,
  /** The new password: the specification's rule, and not a common one. */
  password: passwordSchema,
});

export const securityCodeUpdateSchema = z.object({
  security_code: securityCodeSchema,
  /** Setting or changing the code is confirmed with the password. */
  password: currentPasswordSchema,
});

/** Answered by deactivation and by a confirmed deletion. */
export const deletionScheduleSchema = z.object({
  delete_request_timestamp: z.string(),
  days_left: z.number().int(),
});
