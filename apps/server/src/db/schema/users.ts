import { birthdayVisibilities, memberRoles } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    nickname: text('nickname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    userImage: text('user_image'),
    coverImage: text('cover_image'),
    colour: text('colour').notNull().default('#6366f1'),
    bio: text('bio').notNull().default(''),
    birthday: date('birthday'),
    birthdayVisibility: text('birthday_visibility', { enum: birthdayVisibilities }).notNull().default('friends'),
    birthdayShowsYear: boolean('birthday_shows_year').notNull().default(false),
    location: text('location').notNull().default(''),
    /** An http(s) address, or '' for none. */
    website: text('website').notNull().default(''),
    /** The About page's details by category (docs/profiles.md, "About"); '' when not filled. */
    hometown: text('hometown').notNull().default(''),
    relationship: text('relationship').notNull().default(''),
    languages: text('languages').notNull().default(''),
    work: text('work').notNull().default(''),
    education: text('education').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    businessContact: text('business_contact').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isCreator: boolean('is_creator').notNull().default(false),
    hasTwoFa: boolean('has_two_fa').notNull().default(false),
    securityCodeHash: text('security_code_hash'),
    verificationCodeExpiry: timestamp('verification_code_expiry', { withTimezone: true }),
    deleteRequestTimestamp: timestamp('delete_request_timestamp', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Staff moderate (docs/moderation.md); the first administrator comes from `npm run admin`. */
    role: text('role', { enum: memberRoles }).notNull().default('member'),
    /** Suspended by a moderator: cannot sign in but to appeal, hidden everywhere like a leaving member. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Limited by a moderator: public posts reach only friends and followers, no follows without a request. */
    limitedAt: timestamp('limited_at', { withTimezone: true }),
    /** Signed up while the instance asks for approval, and not approved yet: hidden, cannot sign in. */
    awaitingApprovalSince: timestamp('awaiting_approval_since', { withTimezone: true }),
    /** The answer to the instance's approval question, for the administrator who decides. */
    signUpAnswer: text('sign_up_answer').notNull().default(''),
    /** Sensitive images show at once instead of blurred behind a warning. */
    alwaysShowSensitive: boolean('always_show_sensitive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('members_email_lower_idx').on(sql`lower(${table.email})`),
    index('members_delete_request_idx').on(table.deleteRequestTimestamp),
  ],
);

export type MemberRow = typeof members.$inferSelect;
