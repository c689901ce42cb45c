import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './api.js';
import { reportsCopy } from './copy/reports.js';
import { caseStatuses, reportCategories, reportTargets } from './moderation.js';
import { auditEntrySchema } from './moderation.schema.js';
import { memberRoles } from './roles.js';

/** The longest comment of a report, and how many messages one report names. */
export const reportLimits = {
  commentMaxLength: 1000,
  messagesMax: 20,
  noteMaxLength: 2000,
  reasonMaxLength: 1000,
  /** New reports a member files in a rolling hour. */
  perHour: 20,
  perMinute: 10,
} as const;

const timetokenSchema = z.string({ error: reportsCopy.invalidTimetoken }).regex(/^\d{1,20}$/, { error: reportsCopy.invalidTimetoken });

/** `POST /reports`: what is reported, why, and for a message the messages themselves. */
export const reportCreateSchema = z
  .object({
    target_type: z.enum(reportTargets, { error: reportsCopy.invalidTargetType }),
    /** The post, comment, member, group, event or remote note id; for a message, the conversation's channel. */
    target_id: z.string({ error: reportsCopy.invalidTargetId }).trim().min(1, { error: reportsCopy.invalidTargetId }).max(200, {
      error: reportsCopy.invalidTargetId,
    }),
    category: z.enum(reportCategories, { error: reportsCopy.invalidCategory }),
    comment: z.string().trim().max(reportLimits.commentMaxLength, { error: reportsCopy.commentTooLong }).default(''),
    /** Only for `message`: the reported messages of the conversation. */
    message_timetokens: z.array(timetokenSchema).optional(),
    /** Only for `remote_note`: send an anonymous copy (a `Flag`) to the note's server too. */
    forward: z.boolean().optional(),
  })
  .superRefine((report, context) => {
    const timetokens = report.message_timetokens;
    if (report.target_type !== 'message') {
      if (timetokens !== undefined)
        context.addIssue({ code: 'custom', path: ['message_timetokens'], message: reportsCopy.timetokensOnlyForMessages });
    } else if (!timetokens || timetokens.length < 1 || timetokens.length > reportLimits.messagesMax) {
      context.addIssue({ code: 'custom', path: ['message_timetokens'], message: reportsCopy.timetokensRequired });
    }
    if (report.forward !== undefined && report.target_type !== 'remote_note')
      context.addIssue({ code: 'custom', path: ['forward'], message: reportsCopy.forwardOnlyForRemote });
  });
export type ReportCreate = z.input<typeof reportCreateSchema>;

/** The form of the report dialog: what the member chooses (the target comes from where they opened it). */
export const reportFormSchema = z.object({
  category: z.enum(reportCategories, { error: reportsCopy.invalidCategory }),
  comment: z.string().trim().max(reportLimits.commentMaxLength, { error: reportsCopy.commentTooLong }),
  forward: z.boolean().optional(),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

export const reportReceiptSchema = z.object({
  case_id: z.string(),
  report_id: z.string(),
  updated: z.boolean(),
  /** The server a copy of the report was sent to, when the reporter asked for one. */
  forwarded_to: z.string().nullable(),
});

/** A reported message as the reporter's conversation stored it. */
const reportEvidenceSchema = z.object({ sender_id: z.string().nullable(), timetoken: z.string(), text: z.string().nullable() });
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

const staffPersonSchema = z.object({ id: z.string(), username: z.string(), nickname: z.string() });
export type StaffPerson = z.infer<typeof staffPersonSchema>;

const categoryCountsSchema = z.record(z.string(), z.number());

/** One line of the queue. */
const caseSummarySchema = z.object({
  id: z.string(),
  target_type: z.enum(reportTargets),
  target_id: z.string(),
  /** A short excerpt of the content, or the member's, group's or event's name. */
  excerpt: z.string(),
  target_member: staffPersonSchema.nullable(),
  status: z.enum(caseStatuses),
  reports_count: z.number(),
  categories: categoryCountsSchema,
  assignee: staffPersonSchema.nullable(),
  opened_at: z.string(),
  last_reported_at: z.string(),
  closed_at: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListQuerySchema = pageQuerySchema.extend({
  status: z.enum(caseStatuses).default('open'),
  assignee: z.enum(['me', 'none', 'any']).default('any'),
});
export const casePageSchema = pageSchema(caseSummarySchema);

const caseReportSchema = z.object({
  id: z.string(),
  reporter: staffPersonSchema.nullable(),
  /** For a report another server sent: its host (it names no reporter). */
  remote_host: z.string().nullable(),
  category: z.enum(reportCategories),
  comment: z.string(),
  evidence: z.array(reportEvidenceSchema),
  created_at: z.string(),
});

/** The reported content as it is now, removed or hidden included. */
const reportedContentSchema = z.object({
  /** Text of a post, comment; the name of a group or event; the member's nickname. */
  text: z.string(),
  /** More about it: an event's description, a member's username, a comment's post. */
  details: z.string().nullable(),
  created_at: z.string().nullable(),
  removed: z.boolean(),
  /** Where members see it in the web app, when there is such a page. */
  link: z.string().nullable(),
  exists: z.boolean(),
});

/** A member's record, as staff read it. */
export const memberRecordSchema = z.object({
  member: staffPersonSchema.extend({
    role: z.enum(memberRoles),
    joined_at: z.string(),
    limited_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    awaiting_approval_since: z.string().nullable(),
  }),
  open_cases: z.number(),
  closed_cases: z.number(),
  cases: z.array(caseSummarySchema),
  audit: z.array(auditEntrySchema),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

const caseNoteSchema = z.object({ id: z.string(), author: staffPersonSchema.nullable(), text: z.string(), created_at: z.string() });

export const caseDetailSchema = z.object({
  case: caseSummarySchema.extend({ closed_by: staffPersonSchema.nullable() }),
  content: reportedContentSchema,
  reports: z.array(caseReportSchema),
  member_record: memberRecordSchema.omit({ cases: true }).nullable(),
  notes: z.array(caseNoteSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const caseAssignSchema = z.object({ assignee_id: z.string().uuid({ error: reportsCopy.notStaffAssignee }).nullable() });
export const caseNoteCreateSchema = z.object({
  text: z.string({ error: reportsCopy.noteRequired }).trim().min(1, { error: reportsCopy.noteRequired }).max(reportLimits.noteMaxLength, {
    error: reportsCopy.noteTooLong,
  }),
});
export const caseDismissSchema = z.object({
  reason: z
    .string({ error: reportsCopy.reasonRequired })
    .trim()
    .min(1, { error: reportsCopy.reasonRequired })
    .max(reportLimits.reasonMaxLength, {
      error: reportsCopy.reasonTooLong,
    }),
});
export const caseParamsSchema = z.object({ id: z.string().uuid({ error: reportsCopy.caseNotFound }) });
export const moderationMemberParamsSchema = z.object({ id: z.string().uuid({ error: reportsCopy.memberNotFound }) });
