import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { searchCopy } from './copy/search.js';
import { limits } from './limits.js';

/** What a member searches for: trimmed, 1 to 100 characters; any characters, the server reads them as words. */
export const searchTextSchema = z
  .string({ error: searchCopy.queryRequired })
  .trim()
  .min(1, { error: searchCopy.queryRequired })
  .max(limits.searchQueryMaxLength, { error: searchCopy.queryTooLong });

/** `GET /api/search/posts`: posts whose words match, best first. */
export const postSearchQuerySchema = pageQuerySchema.extend({ q: searchTextSchema });

/** `GET /api/search/hashtags`: hashtags that start with the text (a leading `#` is optional). */
export const hashtagSearchQuerySchema = z.object({
  q: searchTextSchema.transform((text) => text.replace(/^#/, '').toLowerCase()),
  limit: z.coerce.number().int().min(1).max(limits.hashtagSuggestionsMax).optional(),
});

/** A hashtag and how many posts the member may see carry it. */
export const hashtagSchema = z.object({ tag: z.string(), posts_count: z.number().int() });
export type Hashtag = z.infer<typeof hashtagSchema>;

/** `/hashtag/:tag`: the tag as written after `#`, any case. */
export const hashtagParamsSchema = z.object({
  tag: z
    .string()
    .min(1, { error: searchCopy.invalidHashtag })
    .max(limits.hashtagMaxLength, { error: searchCopy.invalidHashtag })
    .regex(/^[\p{L}\p{N}\p{M}_]+$/u, { error: searchCopy.invalidHashtag })
    .transform((tag) => tag.toLowerCase()),
});
