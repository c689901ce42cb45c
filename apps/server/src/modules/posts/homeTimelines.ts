import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { excluded } from '../../db/qualified.js';
import { homeTimelineHorizons, homeTimelines, posts, wideAuthors } from '../../db/schema/posts.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { LiveFeed } from './liveFeed.js';
import { newestReaching, postAudience } from './postAudience.js';

const fanOutTask = 'feed-fan-out';
const mergeTask = 'feed-merge';
/** How many of an author's posts a merge copies: as many as the backfill keeps per timeline. */
const mergeLength = 800;

/**
 * Fan-out on write (docs/posts.md, "Home timelines"): a graphile-worker job puts a new post (or
 * share) into the home timeline of each member it reaches, then announces it live (the author's
 * own posts are merged into their feed at read time). An author with
 * more followers than `maxFollowers` becomes wide: their posts are merged into feeds at read time
 * instead, and stay so (their earlier posts may sit in timelines too; the feed keeps one of each).
 * When an author enters a member's circle, another job merges the author's recent posts into the
 * member's timeline, as Mastodon does on a follow.
 */
export class HomeTimelines {
  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, 'define' | 'add'>,
    private readonly liveFeed: Pick<LiveFeed, 'announce'>,
    private readonly followersOf: (memberId: string) => Promise<number>,
    private readonly maxFollowers: number,
  ) {
    jobs.define<{ postId: string; announce: boolean }>(fanOutTask, (payload) => this.fanOut(payload.postId, payload));
    jobs.define<{ memberId: string; authorId: string }>(mergeTask, (payload) => this.merge(payload.memberId, payload.authorId));
  }

  /**
   * Queues the fan-out of a post: a new one (announced live), or one whose visibility changed,
   * which may now reach more members (not announced again).
   */
  async deliver(postId: string, options: { announce: boolean }): Promise<void> {
    await this.jobs.add(fanOutTask, { postId, announce: options.announce }, { maxAttempts: 5 });
  }

  /** Harmless when run twice: a post already in a timeline stays there once. */
  async fanOut(postId: string, options: { announce: boolean }): Promise<void> {
    const [post] = await this.db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
    if (!post) return;
    if (!(await this.isWide(post.authorId))) {
      await this.db.insert(homeTimelines).select(postAudience(this.db, postId)).onConflictDoNothing();
    }
    if (options.announce) await this.liveFeed.announce(postId);
  }

  /** Queues the merge of an author's recent posts into the timeline of a member who has just followed or befriended them. */
  async catchUp(memberId: string, authorId: string): Promise<void> {
    await this.jobs.add(mergeTask, { memberId, authorId }, { maxAttempts: 5, jobKey: `${mergeTask}:${memberId}:${authorId}` });
  }

  /**
   * Copies the author's newest posts that reach the member into their timeline (a wide author's are
   * merged at read time already). When the author has more than the merge copies, the timeline
   * holds their posts only back to the oldest copied: its horizon moves up to there, and the feed
   * reads from the authors themselves beyond it. Harmless when run twice.
   */
  async merge(memberId: string, authorId: string): Promise<void> {
    if (await this.isWide(authorId)) return;
    const newest = newestReaching(this.db, memberId, authorId, mergeLength);
    await this.db.transaction(async (tx) => {
      await tx.insert(homeTimelines).select(newest).onConflictDoNothing();
      await tx
        .insert(homeTimelineHorizons)
        .select(sql`select ${memberId}::uuid, min(newest.created_at) from (${newest}) newest having count(*) >= ${mergeLength}`)
        .onConflictDoUpdate({
          target: homeTimelineHorizons.memberId,
          set: { reachesBackTo: sql`greatest(${homeTimelineHorizons.reachesBackTo}, ${excluded(homeTimelineHorizons.reachesBackTo)})` },
        });
    });
  }

  private async isWide(authorId: string): Promise<boolean> {
    const [marked] = await this.db.select({ memberId: wideAuthors.memberId }).from(wideAuthors).where(eq(wideAuthors.memberId, authorId));
    if (marked) return true;
    if ((await this.followersOf(authorId)) <= this.maxFollowers) return false;
    await this.db.insert(wideAuthors).values({ memberId: authorId }).onConflictDoNothing();
    return true;
  }
}
