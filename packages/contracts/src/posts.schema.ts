import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { reactionSummarySchema } from './engagement.schema.js';
import { personSchema } from './friends.js';
import { limits } from './limits.js';
import { postAnswersCopy } from './copy/postAnswers.js';
import { postImageSizes, postVisibilities } from './posts.js';
import { textPiecesSchema } from './textPieces.schema.js';

const postVisibilitySchema = z.enum(postVisibilities, { error: postAnswersCopy.invalidVisibility });

const postTextSchema = z
  .string({ error: postAnswersCopy.textRequired })
  .trim()
  .max(limits.postTextMaxLength, { error: postAnswersCopy.textTooLong });

/** The longest content warning (kept apart from `limits`, which the newsfeed's first load carries). */
const contentWarningMaxLength = 200;

/** A summary shown before the post's text and pictures, which stay behind a click; empty for none. */
const contentWarningSchema = z
  .string({ error: postAnswersCopy.contentWarningTooLong })
  .trim()
  .max(contentWarningMaxLength, { error: postAnswersCopy.contentWarningTooLong });

/** An uploaded image to attach, with its description. */
const postImageInputSchema = z.object({
  id: z.string().uuid({ error: postAnswersCopy.invalidImageId }),
  alt: z.string().trim().max(limits.postImageAltMaxLength, { error: postAnswersCopy.altTooLong }).default(''),
});

const pollOptionTextSchema = z
  .string({ error: postAnswersCopy.pollOptionRequired })
  .trim()
  .min(1, { error: postAnswersCopy.pollOptionRequired })
  .max(limits.pollOptionMaxLength, { error: postAnswersCopy.pollOptionTooLong });

const pollInputSchema = z.object({
  options: z
    .array(pollOptionTextSchema)
    .min(limits.pollOptionsMin, { error: postAnswersCopy.pollOptionsCount })
    .max(limits.pollOptionsMax, { error: postAnswersCopy.pollOptionsCount })
    .refine((options) => new Set(options.map((option) => option.toLowerCase())).size === options.length, {
      error: postAnswersCopy.pollDuplicateOptions,
    }),
  duration_minutes: z
    .number({ error: postAnswersCopy.pollDuration })
    .int({ error: postAnswersCopy.pollDuration })
    .min(limits.pollMinutesMin, { error: postAnswersCopy.pollDuration })
    .max(limits.pollMinutesMax, { error: postAnswersCopy.pollDuration }),
});
export type PollInput = z.infer<typeof pollInputSchema>;

/** One vote per member; results are shown after voting or once the poll has ended. */
export const pollSchema = z.object({
  options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int().nullable() })),
  closes_at: z.string(),
  closed: z.boolean(),
  my_vote: z.string().nullable(),
  total_votes: z.number().int().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const voteBodySchema = z.object({ option_id: z.string().uuid({ error: postAnswersCopy.unknownOption }) });

/** A post has text, images or both; the images come from `POST /post-images` first. */
export const postCreateSchema = z
  .object({
    text: postTextSchema.default(''),
    visibility: postVisibilitySchema.default('friends'),
    content_warning: contentWarningSchema.default(''),
    /** The author marks the post's pictures sensitive: blurred until revealed. */
    sensitive: z.boolean().default(false),
    images: z
      .array(postImageInputSchema)
      .max(limits.postImagesMax, { error: postAnswersCopy.tooManyImages })
      .refine((images) => new Set(images.map((image) => image.id)).size === images.length, { error: postAnswersCopy.duplicateImage })
      .default([]),
    poll: pollInputSchema.optional(),
    /** Shares this post, the text being the sharer's quote (which may be empty). */
    shared_post_id: z.string().uuid({ error: postAnswersCopy.invalidPostId }).optional(),
    /** Writes on this friend's timeline (docs/profiles.md). */
    timeline_owner_id: z.string().uuid({ error: postAnswersCopy.invalidMemberId }).optional(),
  })
  .refine((post) => post.text.length > 0 || post.images.length > 0 || post.shared_post_id !== undefined, {
    error: postAnswersCopy.textRequired,
    path: ['text'],
  });
export type PostCreate = z.input<typeof postCreateSchema>;

/** An edit changes the text, the visibility or both; the text before it goes into the history. */
export const postUpdateSchema = z
  .object({
    text: postTextSchema.min(1, { error: postAnswersCopy.textRequired }).optional(),
    visibility: postVisibilitySchema.optional(),
    content_warning: contentWarningSchema.optional(),
    sensitive: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: postAnswersCopy.nothingToChange });
export type PostUpdate = z.input<typeof postUpdateSchema>;

export const postParamsSchema = z.object({ id: z.string().uuid({ error: postAnswersCopy.invalidPostId }) });

export const postImageParamsSchema = z.object({
  id: z.string().uuid({ error: postAnswersCopy.invalidImageId }),
  size: z.enum(postImageSizes),
});

/** The bytes of an image, for OpenAPI documents. */
export const imageBytesSchema = z.any().meta({ type: 'string', format: 'binary' });

/**
 * An image as stored: its size and a ThumbHash placeholder (base64) shown until it loads, and
 * where to fetch each size: signed links that open the image for a few hours, with no session.
 */
export const postImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  animated: z.boolean(),
  small_url: z.string(),
  large_url: z.string(),
});
export type PostImage = z.infer<typeof postImageSchema>;

const postFields = {
  id: z.string(),
  author: personSchema,
  text: z.string(),
  text_pieces: textPiecesSchema,
  visibility: postVisibilitySchema,
  images: z.array(postImageSchema),
  reactions: reactionSummarySchema,
  comments_count: z.number().int(),
  poll: pollSchema.nullable(),
  created_at: z.string(),
  /** When the text or visibility last changed; null for a post never edited. */
  edited_at: z.string().nullable(),
  /** A summary shown first, the text and pictures behind a click; empty for none. */
  content_warning: z.string(),
  /** Pictures blurred until revealed (marked by the author or a moderator). */
  sensitive: z.boolean(),
};

/** The original of a share as the viewer may see it. */
const sharedPostSchema = z.object(postFields).pick({
  id: true,
  author: true,
  text: true,
  text_pieces: true,
  visibility: true,
  images: true,
  created_at: true,
  content_warning: true,
  sensitive: true,
});

export const postSchema = z.object({
  ...postFields,
  /** A share's original; null when the viewer may not see it (or it is gone). */
  shared_post: sharedPostSchema.nullable(),
  /** Whether the post is a share, so a share of a hidden post still says so. */
  is_share: z.boolean(),
  /** Written on this member's timeline ("author ▸ owner"); null on the author's own. */
  timeline_owner: personSchema.nullable(),
  /** Pinned by its author to the top of their timeline. */
  pinned: z.boolean(),
  /** Whether the viewer saved it to their favourites. */
  saved: z.boolean(),
  /** Whether the viewer may edit it: its author. */
  can_edit: z.boolean(),
  /** Whether the viewer may delete it: its author, or the owner of the timeline a friend wrote it on. */
  can_delete: z.boolean(),
  /** Whether the viewer may pin it to the top of a timeline: its author, for a post on their own timeline. */
  can_pin: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

/** One earlier version of a post, replaced at `replaced_at`. */
export const postRevisionSchema = z.object({
  text: z.string(),
  text_pieces: textPiecesSchema,
  visibility: postVisibilitySchema,
  replaced_at: z.string(),
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

export const feedQuerySchema = pageQuerySchema;
