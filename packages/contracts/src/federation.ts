import { z } from 'zod';
import { federationCopy } from './copy/federation.js';

/**
 * Paths of members following remote accounts, beside `apiPaths` rather than in it: `apiPaths` rides
 * in every page's first load, and the web app calls these through its typed client.
 */
export const remoteFollowApiPaths = {
  following: '/federation/following',
  follow: '/federation/following/:id',
  account: '/federation/accounts',
  blocks: '/federation/blocks',
  block: '/federation/blocks/:id',
} as const;

export const federationLimits = {
  /** The longest account a member may write: a handle, or the address of a profile. */
  accountMaxLength: 2048,
  /** Remote accounts one member follows. */
  followedMax: 5000,
  /** Follows, unfollows and account look-ups a member makes in a minute: each one reaches another server. */
  perMinute: 30,
  /** Recent posts shown of a remote account. */
  recentPostsMax: 20,
} as const;

/** An account as written by a member: `@user@host`, `user@host` or the address of its profile; checked by the server. */
const accountSchema = z
  .string({ error: federationCopy.accountRequired })
  .trim()
  .min(1, { error: federationCopy.accountRequired })
  .max(federationLimits.accountMaxLength, { error: federationCopy.accountInvalid });

/** `POST /federation/following`. */
export const remoteFollowCreateSchema = z.object({ account: accountSchema });

/** `GET /federation/accounts?account=…`. */
export const remoteAccountQuerySchema = z.object({ account: accountSchema });

export const remoteFollowParamsSchema = z.object({ id: z.string().uuid({ error: federationCopy.notFollowing }) });

const remoteFollowStates = ['pending', 'accepted'] as const;

/** A remote account a member follows: `pending` until its server accepts. */
export const remoteFollowedAccountSchema = z.object({
  /** The account's id here, the one to unfollow it by. */
  id: z.string(),
  /** `user@host`. */
  handle: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  /** Its actor URI, the address of its profile. */
  url: z.string(),
  state: z.enum(remoteFollowStates),
});
export type RemoteFollowedAccount = z.infer<typeof remoteFollowedAccountSchema>;

/** A recent public post of a remote account, fetched when its profile is opened; `content_html` sanitised by the server. */
const remoteAccountPostSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  published: z.string().nullable(),
  content_html: z.string(),
  /** The content warning, plain text. */
  summary: z.string().nullable(),
  sensitive: z.boolean(),
  attachment_urls: z.array(z.string()),
});
export type RemoteAccountPost = z.infer<typeof remoteAccountPostSchema>;

/** The profile of a remote account, as its server gives it now. */
export const remoteAccountSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  header_url: z.string().nullable(),
  /** Sanitised HTML. */
  summary_html: z.string(),
  url: z.string(),
  followers_count: z.number().nullable(),
  following_count: z.number().nullable(),
  /** The viewer's follow of it; null when they do not follow it. */
  follow_state: z.enum(remoteFollowStates).nullable(),
  /** The viewer blocked it: nothing of it reaches them, and it may not follow them. */
  blocked: z.boolean(),
  posts: z.array(remoteAccountPostSchema),
});
export type RemoteAccount = z.infer<typeof remoteAccountSchema>;

export const remoteBlockParamsSchema = z.object({ id: z.string().uuid({ error: federationCopy.accountNotFound }) });

/** `PUT` and `DELETE /federation/blocks/:id`, by the account's id here: the block now. */
export const remoteBlockSchema = z.object({ blocked: z.boolean() });

/** A remote account the member blocked, newest block first. */
export const remoteBlockedAccountSchema = remoteFollowedAccountSchema.omit({ state: true });
export type RemoteBlockedAccount = z.infer<typeof remoteBlockedAccountSchema>;
