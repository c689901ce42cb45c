import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { personSchema } from './friends.js';
import { limits } from './limits.js';
import { postsCopy } from './postsCopy.js';

/** Who may see a post: everyone, the author's friends, or the author alone. */
export const postVisibilities = ['public', 'friends', 'only_me'] as const;
export type PostVisibility = (typeof postVisibilities)[number];
export const postVisibilitySchema = z.enum(postVisibilities, { error: postsCopy.invalidVisibility });

const postTextSchema = z
  .string({ error: postsCopy.textRequired })
  .trim()
  .min(1, { error: postsCopy.textRequired })
  .max(limits.postTextMaxLength, { error: postsCopy.textTooLong });

export const postCreateSchema = z.object({
  text: postTextSchema,
  visibility: postVisibilitySchema.default('friends'),
});
export type PostCreate = z.input<typeof postCreateSchema>;

/** An edit changes the text, the visibility or both; the text before it goes into the history. */
export const postUpdateSchema = z
  .object({ text: postTextSchema.optional(), visibility: postVisibilitySchema.optional() })
  .refine((body) => body.text !== undefined || body.visibility !== undefined, { error: postsCopy.nothingToChange });
export type PostUpdate = z.input<typeof postUpdateSchema>;

export const postParamsSchema = z.object({ id: z.string().uuid({ error: postsCopy.invalidPostId }) });

export const postSchema = z.object({
  id: z.string(),
  author: personSchema,
  text: z.string(),
  visibility: postVisibilitySchema,
  created_at: z.string(),
  /** When the text or visibility last changed; null for a post never edited. */
  edited_at: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** One earlier version of a post, replaced at `replaced_at`. */
export const postRevisionSchema = z.object({
  text: z.string(),
  visibility: postVisibilitySchema,
  replaced_at: z.string(),
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

export const feedQuerySchema = pageQuerySchema;
