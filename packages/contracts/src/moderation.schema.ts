import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { moderationCopy } from './copy/moderation.js';
import { personSchema } from './friends.js';
import { appealStatuses, moderationActions } from './moderation.js';

const reasonSchema = z.string().trim().min(1, { error: moderationCopy.reasonRequired }).max(1000, { error: moderationCopy.reasonTooLong });

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_name: z.string(),
  action: z.enum(moderationActions),
  target_type: z.string(),
  target_id: z.string(),
  subject: personSchema.nullable(),
  reason: z.string(),
  case_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema.extend({ action: z.enum(moderationActions).optional() });

/** Every action on content or a member: why, and the case it resolves. */
export const moderationActionSchema = z.object({ reason: reasonSchema, case_id: z.uuid().optional() });

export const contentActions = ['remove', 'restore', 'mark-sensitive', 'unmark-sensitive'] as const;
export const memberActions = ['warn', 'limit', 'unlimit', 'suspend', 'unsuspend'] as const;
export type ContentActionName = (typeof contentActions)[number];
export type MemberActionName = (typeof memberActions)[number];

/** An action about the member, as they read it on their notices page, with its appeal. */
export const noticeSchema = z.object({
  id: z.string(),
  action: z.enum(moderationActions),
  target_type: z.string(),
  excerpt: z.string(),
  reason: z.string(),
  created_at: z.string(),
  appealable: z.boolean(),
  appeal: z
    .object({ status: z.enum(appealStatuses), text: z.string(), decision: z.string(), decided_at: z.string().nullable() })
    .nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const appealCreateSchema = z.object({
  log_entry_id: z.uuid({ error: moderationCopy.unknownTarget }),
  text: z.string().trim().min(1, { error: moderationCopy.appealRequired }).max(2000, { error: moderationCopy.appealTooLong }),
});

export const appealSchema = z.object({
  id: z.string(),
  status: z.enum(appealStatuses),
  member: personSchema,
  text: z.string(),
  created_at: z.string(),
  action: auditEntrySchema,
  excerpt: z.string(),
  decision: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const appealsQuerySchema = pageQuerySchema.extend({ status: z.enum(appealStatuses).default('pending') });
export const appealDecisionSchema = z.object({ decision: z.enum(['grant', 'deny']), reason: reasonSchema });
