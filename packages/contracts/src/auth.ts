import { z } from 'zod';
import { authCopy } from './copy/auth.js';
import { limits } from './limits.js';
import { memberRoles } from './roles.js';
import { authMessages } from './authMessages.js';
import { isReservedUsername } from './reservedUsernames.js';
import { presenceStatuses, type PresenceStatus } from './presence.js';
import { twoFactorCodeSchema } from './twoFactor.js';

/** 8–20 characters with a lowercase and an uppercase letter, a digit and a special character (§5). */
const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,20}$/;

export const passwordSchema = z
  .string({ error: authMessages.invalidPassword })
  .regex(passwordPattern, { error: authMessages.invalidPassword });

export const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(limits.emailMaxLength, { error: authMessages.invalidEmail })
  .pipe(z.email({ error: authMessages.invalidEmail }));

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(limits.usernameMinLength, { error: `Username must be at least ${limits.usernameMinLength} characters` })
  .max(limits.usernameMaxLength, { error: `Username must be at most ${limits.usernameMaxLength} characters` })
  .regex(/^[a-zA-Z0-9_.]+$/, { error: 'Username may use letters, digits, dots and underscores only' })
  .refine((username) => !isReservedUsername(username), { error: authCopy.usernameReserved });

export const fullnameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, { error: 'Full name is required' })
  .max(limits.fullnameMaxLength, { error: `Full name must be at most ${limits.fullnameMaxLength} characters` });

export const registerSchema = z.object({
  /** The member's full name, shown on their profile. */
  fullname: fullnameSchema,
  /** Unique handle used in profile URLs. */
  username: usernameSchema,
  /** Address the verification link is sent to. */
  email: emailSchema,
  /** Must satisfy the specification's password rule. */
  password: passwordSchema,
  /** The answer to the approval question (approval mode). */
  sign_up_answer: z.string().trim().max(1000, { error: authCopy.answerTooLong }).optional(),
  /** The code an administrator gave (invitation mode); typed in, never carried in a link. */
  invitation_code: z.string().trim().max(200, { error: authCopy.invitationRefused }).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  /** Email address or username. */
  login: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, { error: 'Email or username is required' })
    .max(limits.emailMaxLength),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
  /** The mailed code, when the answer was `login_code_required` (docs/account.md). */
  code: twoFactorCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifyEmailSchema = z.object({
  /** The token from the verification link. */
  token: z.string().min(1).max(200),
});

export const resendVerificationSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Client-side form of the reset-password page (§5). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, { error: authMessages.passwordsDoNotMatch }) })
  .refine((form) => form.password === form.confirm, { error: authMessages.passwordsDoNotMatch, path: ['confirm'] });

export const presenceStatusSchema = z.enum(presenceStatuses);
export type { PresenceStatus };

/** The auth session of the specification (§3), answered by login and two-factor verify. */
export const authSessionSchema = z.object({
  user_id: z.string(),
  token: z.string(),
  fullname: z.string(),
  nickname: z.string(),
  username: z.string(),
  user_image: z.string().nullable(),
  colour: z.string(),
  has_two_fa: z.boolean(),
  status: presenceStatusSchema,
  /** Set when the account awaits deletion: the session only reaches the account-deactivated page. */
  deactivated: z.boolean(),
  /** Set when a moderator suspended the account: the session only reaches the suspension page and its appeal. */
  suspended: z.boolean(),
  /** Staff see the moderation pages; the server asks its staff policy on every such call regardless. */
  role: z.enum(memberRoles),
  /** The member's preference: pictures marked sensitive show at once instead of blurred (a copy the settings page refreshes). */
  always_show_sensitive: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
