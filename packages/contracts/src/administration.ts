import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { administrationCopy } from './copy/administration.js';
import { hasNul } from './jsonShape.js';
import { limits } from './limits.js';
import { memberRoles } from './roles.js';

/** The filters of the members list (docs/moderation.md). */
export const memberFilters = ['new', 'reported', 'limited', 'suspended', 'staff', 'awaiting'] as const;
export type MemberFilter = (typeof memberFilters)[number];

/** "New" members joined within this many days. */
export const newMemberDays = 7;

/** `GET /api/admin/members`: one page of members, narrowed by a search text and one filter. */
export const adminMembersQuerySchema = pageQuerySchema.extend({
  /** Part of a name, username or email address; case and accents do not matter. */
  search: z
    .string()
    .trim()
    .max(limits.searchQueryMaxLength, { error: administrationCopy.searchTooLong })
    .refine((text) => !hasNul(text), { error: administrationCopy.searchTooLong })
    .optional()
    .default(''),
  /** One of the list's filters; none lists everyone. */
  filter: z.enum(memberFilters, { error: administrationCopy.invalidFilter }).optional(),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

/** One member as the members list shows them to administrators. */
export const adminMemberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  fullname: z.string(),
  nickname: z.string(),
  user_image: z.string().nullable(),
  colour: z.string(),
  role: z.enum(memberRoles),
  joined_at: z.string(),
  last_active_at: z.string().nullable(),
  limited: z.boolean(),
  suspended: z.boolean(),
  awaiting_approval: z.boolean(),
  /** Reports standing open about the member or their content. */
  open_reports: z.number(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberParamsSchema = z.object({ id: z.uuid({ error: administrationCopy.invalidMember }) });

/** `POST /api/admin/members/:id/role`. */
export const roleChangeSchema = z.object({
  role: z.enum(memberRoles, { error: administrationCopy.invalidRole }),
});

export const roleChangeResultSchema = z.object({ user_id: z.string(), role: z.enum(memberRoles) });
