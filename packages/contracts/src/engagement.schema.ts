import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { personSchema } from './friends.js';
import { limits } from './limits.js';
import { postAnswersCopy } from './copy/postAnswers.js';
import { reactionKinds } from './engagement.js';
import { textPiecesSchema } from './textPieces.schema.js';

const reactionKindSchema = z.enum(reactionKinds, { error: postAnswersCopy.unknownReaction });

export const reactionBodySchema = z.object({ kind: reactionKindSchema });

const count = z.number().int();

/** How a post's reactions stand: counts by kind, their total and the viewer's own. */
export const reactionSummarySchema = z.object({
  counts: z.object({ like: count, love: count, haha: count, wow: count, sad: count, angry: count }),
  total: z.number().int(),
  mine: reactionKindSchema.nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const reactorsQuerySchema = pageQuerySchema.extend({ kind: reactionKindSchema.optional() });
export const reactorSchema = z.object({ member: personSchema, kind: reactionKindSchema });
export type Reactor = z.infer<typeof reactorSchema>;

const commentTextSchema = z
  .string({ error: postAnswersCopy.commentRequired })
  .trim()
  .min(1, { error: postAnswersCopy.commentRequired })
  .max(limits.commentTextMaxLength, { error: postAnswersCopy.commentTooLong });

export const commentCreateSchema = z.object({
  text: commentTextSchema,
  /** A reply names the comment it answers; replies to replies are not kept (one level). */
  parent_id: z.string().uuid({ error: postAnswersCopy.invalidCommentId }).optional(),
});

export const commentUpdateSchema = z.object({ text: commentTextSchema });

export const commentParamsSchema = z.object({ id: z.string().uuid({ error: postAnswersCopy.invalidCommentId }) });
export const commentsQuerySchema = pageQuerySchema.extend({
  /** The replies of this comment; without it, the post's comments. */
  parent_id: z.string().uuid({ error: postAnswersCopy.invalidCommentId }).optional(),
});

export const commentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  parent_id: z.string().nullable(),
  author: personSchema,
  text: z.string(),
  text_pieces: textPiecesSchema,
  created_at: z.string(),
  edited_at: z.string().nullable(),
  likes_count: z.number().int(),
  liked: z.boolean(),
  replies_count: z.number().int(),
  /** Whether the viewer may edit it: its author. */
  can_edit: z.boolean(),
  /** Whether the viewer may delete it: its author, or the author of the post it is on. */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentLikeSchema = z.object({ likes_count: z.number().int(), liked: z.boolean() });
export type CommentLike = z.infer<typeof commentLikeSchema>;
