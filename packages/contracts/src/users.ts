import { z } from 'zod';
import { aboutDetailsSchema, birthdayVisibilities } from './profile.js';

export const accountDetailsQuerySchema = z.object({ user_id: z.string().uuid({ error: 'user_id must be a member id' }) });

/** Account details (§3), with the profile fields of the member. */
export const accountDetailsSchema = z.object({
  user_id: z.string(),
  fullname: z.string(),
  nickname: z.string(),
  username: z.string(),
  email: z.string(),
  user_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  colour: z.string(),
  bio: z.string(),
  birthday: z.string().nullable(),
  birthday_visibility: z.enum(birthdayVisibilities),
  birthday_shows_year: z.boolean(),
  location: z.string(),
  website: z.string(),
  details: aboutDetailsSchema,
  categories: z.array(z.string()),
  is_creator: z.boolean(),
  has_two_fa: z.boolean(),
  /** Whether the member has chosen a security code (the code itself never leaves the server). */
  has_security_code: z.boolean(),
  email_verified: z.boolean(),
  verification_code_expiry: z.string().nullable(),
  delete_request_timestamp: z.string().nullable(),
  created_at: z.string(),
  /** Pictures marked sensitive show at once instead of blurred (docs/moderation.md). */
  always_show_sensitive: z.boolean(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** `PATCH /user/preferences`: how the member's own pages show things. */
export const memberPreferencesSchema = z.object({
  /** Pictures marked sensitive show at once instead of blurred behind a warning. */
  always_show_sensitive: z.boolean({ error: 'always_show_sensitive must be true or false' }),
});
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;
