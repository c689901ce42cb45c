// Plain constants and checks of posts, apart from their zod schemas (posts.schema.ts) so the
// pages that only need these do not load zod.

/** Who may see a post: everyone, the author's friends, or the author alone. */
export const postVisibilities = ['public', 'friends', 'only_me'] as const;
export type PostVisibility = (typeof postVisibilities)[number];

export const postImageSizes = ['small', 'large'] as const;
export type PostImageSize = (typeof postImageSizes)[number];
/** The longer side of each size the pages need, the feed's and the full view's; smaller images keep their own. */
export const postImageSides: Record<PostImageSize, number> = { small: 720, large: 1600 };

/**
 * What a member's user channel carries when a post they may see reaches their feed: its id only;
 * the page fetches the post through the feed, whose policy applies.
 */
export interface LiveFeedPost {
  kind: 'feed_post';
  id: string;
}

export const isLiveFeedPost = (message: unknown): message is LiveFeedPost =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'feed_post';

/** What changed on a post its open page shows: the post itself (an edit), its comments, its reactions. */
export type PostChange = 'post' | 'comments' | 'reactions';

/**
 * What a member's user channel carries when a post they have open and may still see changes: its
 * id and what changed; the page refetches that through the API, whose policy applies.
 */
export interface LivePostChange {
  kind: 'post_changed';
  id: string;
  change: PostChange;
}

export const isLivePostChange = (message: unknown): message is LivePostChange =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'post_changed';
