import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { domainPolicySeverities } from '@meshwork/contracts';
import type { JsonWebKey } from 'node:crypto';
import { members } from './users.js';
import { posts } from './posts.js';

/**
 * Fedify's key–value store (caches, idempotence, outbox state): a key is Fedify's key array as
 * JSON text, so a prefix of keys is a prefix of text. A row past `expires_at` counts as absent.
 */
export const federationKv = pgTable(
  'federation_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('federation_kv_expires_at_idx').on(table.expiresAt)],
);

export const federationKeyAlgorithms = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;
export type FederationKeyAlgorithm = (typeof federationKeyAlgorithms)[number];

/** A member's signing keys as an ActivityPub actor, one pair per algorithm, made on first use. */
export const federationKeyPairs = pgTable(
  'federation_key_pairs',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    algorithm: text('algorithm', { enum: federationKeyAlgorithms }).notNull(),
    publicKey: jsonb('public_key').$type<JsonWebKey>().notNull(),
    privateKey: jsonb('private_key').$type<JsonWebKey>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.algorithm] })],
);

/** The instance actor's signing keys (it signs what the server says as itself: forwarded reports), one pair per algorithm. */
export const federationInstanceKeyPairs = pgTable('federation_instance_key_pairs', {
  algorithm: text('algorithm', { enum: federationKeyAlgorithms }).primaryKey(),
  publicKey: jsonb('public_key').$type<JsonWebKey>().notNull(),
  privateKey: jsonb('private_key').$type<JsonWebKey>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts of other servers that Meshwork knows, by their actor URI, as last fetched. Their text
 * is plain (never HTML), NUL-free and capped before it is stored.
 */
export const remoteActors = pgTable('remote_actors', {
  id: uuid('id').primaryKey().defaultRandom(),
  uri: text('uri').notNull().unique(),
  inbox: text('inbox').notNull(),
  sharedInbox: text('shared_inbox'),
  /** `user@host`, from the actor's `preferredUsername` and the host of its URI. */
  handle: text('handle').notNull(),
  name: text('name').notNull(),
  /** Its picture and header image on its server, as embedded in the actor; pages show copies made here. */
  iconUrl: text('icon_url'),
  headerUrl: text('header_url'),
  host: text('host').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Remote accounts following a member: one row per pair, keeping the Follow activity an Undo names. */
export const remoteFollowers = pgTable(
  'remote_followers',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    followActivityId: text('follow_activity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.remoteActorId] }), index('remote_followers_actor_idx').on(table.remoteActorId)],
);

export const remoteFollowStates = ['pending', 'accepted'] as const;
export type RemoteFollowState = (typeof remoteFollowStates)[number];

/** Members following remote accounts: pending until the remote server's Accept, gone on its Reject. */
export const remoteFollowing = pgTable(
  'remote_following',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    /** Our Follow activity's id: the remote Accept or Reject names it, our Undo embeds it. */
    followActivityId: text('follow_activity_id').notNull().unique(),
    state: text('state', { enum: remoteFollowStates }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.remoteActorId] }), index('remote_following_actor_idx').on(table.remoteActorId)],
);

export const remotePostAudiences = ['public', 'unlisted', 'followers', 'direct'] as const;
export type RemotePostAudience = (typeof remotePostAudiences)[number];

/** A picture or video a remote post links to: never copied, shown from its own server. */
export interface RemoteAttachment {
  url: string;
  mediaType: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

/** Remote accounts a member blocked: a Block went to their server, and nothing of theirs reaches the member. */
export const remoteBlocks = pgTable(
  'remote_blocks',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    /** Our Block activity's id, which the Undo of an unblock embeds. */
    blockActivityId: text('block_activity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.remoteActorId] }), index('remote_blocks_actor_idx').on(table.remoteActorId)],
);

/**
 * Posts of remote accounts (`Note`, `Question` as a note) as received: sanitised HTML, never the
 * raw document. A reply to one of our posts keeps that post's id, so its page shows it.
 */
export const remotePosts = pgTable(
  'remote_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uri: text('uri').notNull().unique(),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    url: text('url'),
    contentHtml: text('content_html').notNull(),
    summary: text('summary'),
    sensitive: boolean('sensitive').notNull().default(false),
    audience: text('audience', { enum: remotePostAudiences }).notNull(),
    inReplyToUri: text('in_reply_to_uri'),
    inReplyToPostId: uuid('in_reply_to_post_id').references(() => posts.id, { onDelete: 'cascade' }),
    attachments: jsonb('attachments').$type<RemoteAttachment[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remote_posts_actor_published_idx').on(table.remoteActorId, table.publishedAt.desc()),
    index('remote_posts_reply_to_post_idx').on(table.inReplyToPostId),
  ],
);

export const remoteReactionKinds = ['like', 'announce'] as const;
export type RemoteReactionKind = (typeof remoteReactionKinds)[number];

/** Likes (with a Misskey emoji when sent) and shares of our posts by remote accounts, by their activity id for Undo. */
export const remoteReactions = pgTable(
  'remote_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: remoteReactionKinds }).notNull(),
    activityId: text('activity_id').notNull().unique(),
    emoji: text('emoji'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.remoteActorId, table.kind] })],
);

/**
 * Shares (`Announce`) by remote accounts of notes of other accounts, kept when a member follows the
 * sharer: the home feed shows the note again at the time of the share. By the activity's id, for Undo.
 */
export const remoteShares = pgTable(
  'remote_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: text('activity_id').notNull().unique(),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    remotePostId: uuid('remote_post_id')
      .notNull()
      .references(() => remotePosts.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('remote_shares_actor_published_idx').on(table.remoteActorId, table.publishedAt.desc()),
    // One share of a note per account, whatever ids its Announces carry.
    uniqueIndex('remote_shares_post_actor_idx').on(table.remotePostId, table.remoteActorId),
  ],
);

/** Members' likes of remote posts, by our Like activity's id, which an Undo embeds. */
export const remotePostLikes = pgTable(
  'remote_post_likes',
  {
    remotePostId: uuid('remote_post_id')
      .notNull()
      .references(() => remotePosts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    activityId: text('activity_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remotePostId, table.memberId] }), index('remote_post_likes_member_idx').on(table.memberId)],
);

/** Members' replies to remote notes: sent to the note's author as notes of ours (`/ap/comments/:id`), shown under the note here. */
export const remoteNoteReplies = pgTable(
  'remote_note_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remotePostId: uuid('remote_post_id')
      .notNull()
      .references(() => remotePosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remote_note_replies_note_created_idx').on(table.remotePostId, table.createdAt, table.id),
    index('remote_note_replies_author_idx').on(table.authorId),
  ],
);

/**
 * Administrators' policies for whole servers: limited (silenced) or suspended, their media refused
 * or not. A policy for a host covers the hosts under it.
 */
export const domainPolicies = pgTable('domain_policies', {
  host: text('host').primaryKey(),
  severity: text('severity', { enum: domainPolicySeverities }).notNull(),
  rejectMedia: boolean('reject_media').notNull().default(false),
  reason: text('reason').notNull().default(''),
  createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
