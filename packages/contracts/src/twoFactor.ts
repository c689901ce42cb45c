import { z } from 'zod';
import { limits } from './limits.js';
import { accountCopy } from './copy/account.js';
import { authMessages } from './authMessages.js';

const memberIdSchema = z.string().uuid({ error: 'user_id must be a member id' });
const largestCode = 10 ** limits.twoFactorCodeLength - 1;

/**
 * The verify call (§7): the passcode travels as a number, so a code with leading zeros arrives
 * without them; the server pads it back to six digits. 000000 is never issued and always refused.
 */
export const twoFactorVerifySchema = z.object({
  /** The mailed code as a number. */
  passcode: z
    .number({ error: authMessages.invalidCode })
    .int({ error: authMessages.invalidCode })
    .min(1, { error: authMessages.invalidCode })
    .max(largestCode, { error: authMessages.invalidCode }),
  /** The member the pending session belongs to. */
  user_id: memberIdSchema,
});

export const twoFactorResendSchema = z.object({ user_id: memberIdSchema });

/** Answered when a code is mailed: when it stops working. */
export const codeIssuedSchema = z.object({ verification_code_expiry: z.string() });

/** The six inputs of the modal, joined: exactly six digits and not 000000 (§5). */
export const twoFactorCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`), { error: authMessages.invalidCode })
  .refine((code) => Number(code) !== 0, { error: authMessages.invalidCode });

/** The code as the server stores and compares it: the number padded back to six digits. */
export function passcodeToCode(passcode: number): string {
  return String(passcode).padStart(limits.twoFactorCodeLength, '0');
}

/** A member-chosen 6-digit code, asked again before deletion and before turning two-factor off. */
export const securityCodeSchema = z
  .string({ error: accountCopy.invalidSecurityCode })
  .regex(new RegExp(`^\\d{${limits.securityCodeLength}}$`), { error: accountCopy.invalidSecurityCode });

/** Confirmation of a guarded change: the security code when the member has one, else the password. */
export const guardSchema = z.object({
  security_code: securityCodeSchema.optional(),
  password: z.string().max(200).optional(),
});

export const twoFactorStateSchema = z.object({ has_two_fa: z.boolean() });

export const twoFactorStateUpdateSchema = guardSchema.extend({
  /** Two-factor on or off. Turning it off needs the guard; turning it on does not. */
  enabled: z.boolean(),
});
export type TwoFactorStateUpdate = z.infer<typeof twoFactorStateUpdateSchema>;
