import { postVisibilities, reactionKinds } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { members } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a member wrote; a deleted post keeps its row (`deleted_at`) so links to it answer 404, not a stranger's post. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    visibility: text('visibility', { enum: postVisibilities }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A share: the post it passes on, its text the sharer's quote. */
    sharedPostId: uuid('shared_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /**
     * The text's words for full-text search: the `post_search` configuration (migration
     * 0009) splits any language's words on spaces and punctuation, drops accents and case.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('public.post_search'::regconfig, "text")`),
    /** Written on a friend's timeline: the friend whose timeline it is (docs/profiles.md). */
    timelineOwnerId: uuid('timeline_owner_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The author pinned it to the top of their timeline; one pinned post per author. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** Removed by a moderator: hidden everywhere, kept for the appeal window (docs/moderation.md). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Its images show blurred behind a warning until revealed (the author's choice or a moderator's). */
    sensitive: boolean('sensitive').notNull().default(false),
    /** A content warning: this summary shows first, the text behind a click; '' for none. */
    contentWarning: text('content_warning').notNull().default(''),
  },
  (table) => [
    index('posts_shared_idx').on(table.sharedPostId),
    index('posts_search_idx').using('gin', table.search),
    // The feed reads each author's newest posts first, their visibility from the index alone (docs/posts.md, the feed query).
    index('posts_author_created_idx')
      .on(table.authorId, table.createdAt.desc(), table.id.desc(), table.visibility)
      .where(sql`${table.deletedAt} is null`),
    // A member's timeline: the posts written there by friends, newest first.
    index('posts_timeline_owner_created_idx')
      .on(table.timelineOwnerId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.timelineOwnerId} is not null`),
    uniqueIndex('posts_one_pinned_per_author_idx')
      .on(table.authorId)
      .where(sql`${table.pinnedAt} is not null`),
    // A newcomer's feed reads the network's newest public posts (docs/posts.md, the feed query).
    index('posts_public_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.visibility} = 'public'`),
    check('posts_text_length', sql`char_length(${table.text}) <= 5000`),
    check('posts_content_warning_length', sql`char_length(${table.contentWarning}) <= 200`),
  ],
);

export type PostRow = typeof posts.$inferSelect;

/** Earlier versions of an edited post, each shown to those its own visibility admits (`revisionVisibleTo`). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The post's visibility while this version was current (a change of visibility alone makes a version too). */
    visibility: text('visibility', { enum: postVisibilities }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_revisions_post_idx').on(table.postId, table.replacedAt.desc())],
);

/**
 * Images uploaded for posts: stored at once (post-images/<id>/, modules/posts/images.ts) by their
 * uploader, then attached to the uploader's next post with their alt text and position.
 */
export const postImages = pgTable(
  'post_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A ThumbHash of the picture, base64: the placeholder shown until it loads. */
    placeholder: text('placeholder').notNull(),
    animated: boolean('animated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_images_post_idx').on(table.postId, table.position),
    index('post_images_unattached_idx')
      .on(table.uploaderId)
      .where(sql`${table.postId} is null`),
  ],
);

export type PostImageRow = typeof postImages.$inferSelect;

/** One reaction per member and post; changing it replaces the kind. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reactionKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] }), index('post_reactions_member_idx').on(table.memberId)],
);

/** Comments on posts, and replies to them one level deep (`parent_id` names a comment without a parent). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Removed by a moderator: hidden everywhere, kept for the appeal window. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.parentId, table.createdAt, table.id),
    index('comments_parent_idx').on(table.parentId, table.createdAt, table.id),
    index('comments_author_idx').on(table.authorId),
    check('comments_text_length', sql`char_length(${table.text}) <= 2000`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.memberId] }), index('comment_likes_member_idx').on(table.memberId)],
);

/** A post's poll: its options, when it closes, and one vote per member. */
export const polls = pgTable('polls', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** When its author and voters were told it ended: the job that tells them runs once. */
  endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
});

export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => polls.postId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('poll_options_post_idx').on(table.postId, table.position)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => polls.postId, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] }), index('poll_votes_option_idx').on(table.optionId)],
);

/** The hashtags of a post's text (lowercase, without `#`), kept at writing and editing for the hashtag page and search. */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tag, table.postId] }),
    index('post_hashtags_post_idx').on(table.postId),
    // The hashtag search's `like 'x%'`: a plain btree serves a prefix only under the C collation.
    index('post_hashtags_tag_pattern_idx').on(table.tag.op('text_pattern_ops')),
  ],
);

/** The members a post's text mentions (`@username`), kept at writing and editing. */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** When the text first named the member: an edit that adds a mention counts as a new one for new accounts' limits. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] }), index('post_mentions_member_idx').on(table.memberId)],
);

/** Posts a member saved for later (favourites), private to them; the newest save first. */
export const postFavourites = pgTable(
  'post_favourites',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.postId] }),
    index('post_favourites_member_created_idx').on(table.memberId, table.createdAt.desc(), table.postId.desc()),
  ],
);

/**
 * Fan-out on write: the candidates of each member's newsfeed, one row per post that reached them
 * (docs/posts.md, "Home timelines"). Only an index: the feed still asks `visibleTo` and the live
 * graph of every row, so a row left behind never shows a post its member may not see.
 */
export const homeTimelines = pgTable(
  'home_timelines',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The post's own `created_at`: the timeline pages on the feed's key. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** No foreign key: a row whose post is gone is skipped by the feed's join (no index on post ids to keep). */
    postId: uuid('post_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.createdAt, table.postId] })],
);

/** Authors whose audience outgrew the fan-out: their posts are merged into each feed at read time instead. */
export const wideAuthors = pgTable('feed_wide_authors', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How far back a home timeline reaches when it does not hold its member's whole feed (the backfill
 * kept only the newest posts): older pages are read from the authors' own posts.
 */
export const homeTimelineHorizons = pgTable('home_timeline_horizons', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  reachesBackTo: timestamp('reaches_back_to', { withTimezone: true }).notNull(),
});
