import { z } from 'zod';
import { instanceCopy } from './copy/instance.js';

/** Who may join: anyone, anyone an administrator approves, whoever holds an invitation, nobody. */
export const signUpModes = ['open', 'approval', 'invitation', 'closed'] as const;
export type SignUpMode = (typeof signUpModes)[number];

/** A creator upgrade waits for an administrator. */
export const creatorRequestStatuses = ['pending', 'approved', 'declined'] as const;

/** Upper bounds of the numbers an administrator sets: days, and counts per hour or uses of an invitation. */
const newAccountBounds = { days: 90, perHour: 1000 } as const;

/** `GET /api/instance`: what anyone may read, signed in or not. */
export const publicInstanceSchema = z.object({
  name: z.string(),
  description: z.string(),
  rules: z.array(z.string()),
  contact: z.string(),
  sign_up_mode: z.enum(signUpModes),
  approval_question: z.string(),
});
export type PublicInstance = z.infer<typeof publicInstanceSchema>;

const limitSchema = (max: number) =>
  z
    .int({ error: instanceCopy.limitRange(max) })
    .min(1, { error: instanceCopy.limitRange(max) })
    .max(max, { error: instanceCopy.limitRange(max) });

/** `GET`/`PATCH /api/admin/instance`: every setting, the new-account limits included. */
export const instanceSettingsSchema = publicInstanceSchema.extend({
  new_account_days: limitSchema(newAccountBounds.days),
  new_account_posts_per_hour: limitSchema(newAccountBounds.perHour),
  new_account_follows_per_hour: limitSchema(newAccountBounds.perHour),
  new_account_mentions_per_hour: limitSchema(newAccountBounds.perHour),
});
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;

/** The rules shown at sign-up and on the about page. */
export const rulesSchema = z
  .array(z.string().trim().min(1, { error: instanceCopy.ruleLength }).max(300, { error: instanceCopy.ruleLength }), {
    error: instanceCopy.ruleLength,
  })
  .max(20, { error: instanceCopy.rulesTooMany });

/** Each setting checked on its own; the web form swaps the rules for lines of text. */
export const instanceSettingsFieldsSchema = instanceSettingsSchema.extend({
  name: z.string().trim().min(1, { error: instanceCopy.nameLength }).max(60, { error: instanceCopy.nameLength }),
  description: z.string().trim().max(2000, { error: instanceCopy.descriptionTooLong }),
  rules: rulesSchema,
  contact: z.string().trim().max(200, { error: instanceCopy.contactTooLong }),
  sign_up_mode: z.enum(signUpModes, { error: instanceCopy.invalidMode }),
  approval_question: z.string().trim().max(300, { error: instanceCopy.questionTooLong }),
});

/** Approval mode asks its question of everyone who signs up, so it needs one. */
export const approvalNeedsQuestion = <Schema extends z.ZodType<{ sign_up_mode: SignUpMode; approval_question: string }>>(
  schema: Schema,
): Schema =>
  schema.refine((settings) => settings.sign_up_mode !== 'approval' || settings.approval_question !== '', {
    error: instanceCopy.questionRequired,
    path: ['approval_question'],
  });

/** The `PATCH /api/admin/instance` body. */
export const instanceSettingsFormSchema = approvalNeedsQuestion(instanceSettingsFieldsSchema);

/** A member waiting for an administrator's approval. */
export const pendingSignUpSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  answer: z.string(),
  signed_up_at: z.string(),
});
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>;

export const signUpParamsSchema = z.object({ id: z.uuid({ error: instanceCopy.invalidSignUp }) });

/** What an invitation may say of itself, for the administrators who share it out. */
export const invitationNoteMaxLength = 100;

/** `POST /api/admin/invitations`: how many sign-ups the code allows, for how long (null: no expiry), and a note. */
export const newInvitationSchema = z.object({
  max_uses: limitSchema(newAccountBounds.perHour),
  expires_in_days: limitSchema(newAccountBounds.days).nullable(),
  /** Whom or what the invitation is for, so administrators tell their invitations apart (the code is not shown again). */
  note: z
    .string()
    .trim()
    .max(invitationNoteMaxLength, { error: instanceCopy.noteTooLong(invitationNoteMaxLength) })
    .optional()
    .default(''),
});
export type NewInvitation = z.input<typeof newInvitationSchema>;

/** Whether an invitation's code still signs someone up, and if not why: revoked wins over used up, used up over expired. */
const invitationStates = ['active', 'expired', 'used_up', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];

export const invitationSchema = z.object({
  id: z.string(),
  max_uses: z.number(),
  uses: z.number(),
  /** Null: the invitation never expires. */
  expires_at: z.string().nullable(),
  state: z.enum(invitationStates),
  note: z.string(),
  /** The administrator who made it; null once their account is gone. */
  created_by: z.object({ user_id: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer of `POST /api/admin/invitations`: the only time the code is shown. */
export const createdInvitationSchema = invitationSchema.extend({ code: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid({ error: instanceCopy.invalidInvitation }) });

/** `GET`/`POST /api/user/creator-upgrade`: a creator, or a request waiting for an administrator. */
export const creatorStatusSchema = z.object({ is_creator: z.boolean(), creator_request_pending: z.boolean() });
export type CreatorStatus = z.infer<typeof creatorStatusSchema>;

/** A pending creator request as administrators list it. */
export const creatorRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  fullname: z.string(),
  requested_at: z.string(),
});
export type CreatorRequestView = z.infer<typeof creatorRequestSchema>;

export const creatorDecisionParamsSchema = z.object({
  id: z.uuid({ error: instanceCopy.invalidCreatorRequest }),
  decision: z.enum(['approve', 'decline'], { error: instanceCopy.invalidCreatorDecision }),
});
