import type { PollInput, Post, PostVisibility } from '@meshwork/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { postRevisions, posts } from '../../db/schema/posts.js';
import { recordActivity } from '../activity/index.js';
import type { PostImages } from './images.js';
import type { Polls } from './polls.js';
import type { PostReads } from './postReads.js';
import type { PostTags } from './postTags.js';
import type { NewAccountLimits } from '../instance/index.js';
import { assertNewAccountMayMention, assertNewAccountMayPost } from './newAccountWrites.js';

/** What follows a write once it is stored: notices, the live feed, the poll's end. */
export interface PostEvents {
  created(post: {
    id: string;
    authorId: string;
    mentioned: string[];
    sharedPostId?: string | undefined;
    timelineOwnerId?: string | undefined;
    pollClosesAt?: Date | undefined;
  }): Promise<void>;
  edited(post: {
    id: string;
    authorId: string;
    mentioned: string[];
    visibilityChanged: boolean;
    visibilityBefore: PostVisibility;
  }): Promise<void>;
  deleted(post: { id: string; authorId: string; visibility: PostVisibility; plainShare: boolean }): Promise<void>;
}

/**
 * Writing posts: create, edit with history, delete, pin and unpin, each followed by its `PostEvents`;
 * a write answers the post as its writer now sees it. Routes ask the policies first.
 */
export function postWrites(
  db: Db,
  deps: {
    images: PostImages;
    polls: Polls;
    tags: PostTags;
    events: PostEvents;
    reads: Pick<PostReads, 'get'>;
    newAccounts: Pick<NewAccountLimits, 'assertWithin'>;
  },
) {
  const { images, polls, tags, events, reads } = deps;
  return {
    /** Writes a post with the author's uploaded images; nothing is kept when an image is not theirs to attach. */
    async create(
      authorId: string,
      input: {
        text: string;
        visibility: PostVisibility;
        content_warning?: string | undefined;
        sensitive?: boolean | undefined;
        images: Array<{ id: string; alt: string }>;
        poll?: PollInput | undefined;
        sharedPostId?: string | undefined;
        timelineOwnerId?: string | undefined;
      },
    ): Promise<Post> {
      await assertNewAccountMayPost(db, deps, authorId, input.text);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            authorId,
            text: input.text,
            visibility: input.visibility,
            contentWarning: input.content_warning,
            sensitive: input.sensitive,
            sharedPostId: input.sharedPostId,
            timelineOwnerId: input.timelineOwnerId,
            createdAt: clock.now(),
          })
          .returning({ id: posts.id });
        const id = row!.id;
        await images.attach(tx, authorId, id, input.images);
        const pollClosesAt = input.poll && (await polls.create(tx, id, input.poll));
        await recordActivity(tx, { actorId: authorId, kind: input.sharedPostId ? 'shared' : 'posted', postId: id });
        const mentioned = await tags.save(tx, id, input.text);
        return { id, authorId, mentioned, sharedPostId: input.sharedPostId, timelineOwnerId: input.timelineOwnerId, pollClosesAt };
      });
      await events.created(created);
      return reads.get(authorId, created.id);
    },

    /** Changes the text or the visibility; the version it replaces goes into the history. */
    async edit(
      viewerId: string,
      postId: string,
      change: { text?: string; visibility?: PostVisibility; content_warning?: string; sensitive?: boolean },
    ): Promise<Post> {
      if (change.text !== undefined) await assertNewAccountMayMention(db, deps, viewerId, change.text, postId);
      const { mentioned, visibilityChanged, visibilityBefore } = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ text: posts.text, visibility: posts.visibility })
          .from(posts)
          .where(eq(posts.id, postId))
          .for('update');
        // The warning and the sensitive mark are how the post is shown, not what it says: no new version for them.
        if (change.content_warning !== undefined || change.sensitive !== undefined)
          await tx.update(posts).set({ contentWarning: change.content_warning, sensitive: change.sensitive }).where(eq(posts.id, postId));
        const text = change.text ?? before!.text;
        const visibility = change.visibility ?? before!.visibility;
        const visibilityBefore = before!.visibility;
        if (text === before!.text && visibility === visibilityBefore) return { mentioned: [], visibilityChanged: false, visibilityBefore };
        const now = new Date();
        await tx.insert(postRevisions).values({ postId, text: before!.text, visibility: before!.visibility, replacedAt: now });
        await tx.update(posts).set({ text, visibility, editedAt: now }).where(eq(posts.id, postId));
        return { mentioned: await tags.save(tx, postId, text), visibilityChanged: visibility !== visibilityBefore, visibilityBefore };
      });
      await events.edited({ id: postId, authorId: viewerId, mentioned, visibilityChanged, visibilityBefore });
      return reads.get(viewerId, postId);
    },

    /** The post leaves every list and page at once; its history and images go with it. */
    async delete(postId: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(posts)
          .set({ deletedAt: new Date(), pinnedAt: null })
          .where(eq(posts.id, postId))
          .returning({ authorId: posts.authorId, visibility: posts.visibility, text: posts.text, sharedPostId: posts.sharedPostId });
        await tx.delete(postRevisions).where(eq(postRevisions.postId, postId));
        return row;
      });
      const imageCount = await images.deleteOf(postId);
      if (!deleted) return;
      const plainShare = deleted.sharedPostId !== null && deleted.text === '' && imageCount === 0;
      await events.deleted({ id: postId, authorId: deleted.authorId, visibility: deleted.visibility, plainShare });
    },

    /** Pins the post to the top of its author's timeline, unpinning the one pinned before (one at a time). */
    async pin(authorId: string, postId: string): Promise<Post> {
      await db.transaction(async (tx) => {
        // One pin at a time per author: simultaneous pins wait for each other rather than meet the unique index.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pin:${authorId}`}, 0))`);
        await tx
          .update(posts)
          .set({ pinnedAt: null })
          .where(and(eq(posts.authorId, authorId), isNotNull(posts.pinnedAt)));
        await tx.update(posts).set({ pinnedAt: new Date() }).where(eq(posts.id, postId));
      });
      return reads.get(authorId, postId);
    },

    async unpin(authorId: string, postId: string): Promise<Post> {
      await db.update(posts).set({ pinnedAt: null }).where(eq(posts.id, postId));
      return reads.get(authorId, postId);
    },
  };
}

export type PostWrites = ReturnType<typeof postWrites>;
