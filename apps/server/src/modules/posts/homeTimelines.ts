import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { homeTimelines, posts, wideAuthors } from '../../db/schema/posts.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { LiveFeed } from './liveFeed.js';
import { postAudience } from './postAudience.js';

const fanOutTask = 'feed-fan-out';

/**
 * Fan-out on write (docs/posts.md, "Home timelines"): a graphile-worker job puts a new post (or
 * share) into the home timeline of each member it reaches, then announces it live (the author's
 * own posts are merged into their feed at read time). An author with
 * more followers than `maxFollowers` becomes wide: their posts are merged into feeds at read time
 * instead, and stay so (their earlier posts may sit in timelines too; the feed keeps one of each).
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

  private async isWide(authorId: string): Promise<boolean> {
    const [marked] = await this.db.select({ memberId: wideAuthors.memberId }).from(wideAuthors).where(eq(wideAuthors.memberId, authorId));
    if (marked) return true;
    if ((await this.followersOf(authorId)) <= this.maxFollowers) return false;
    await this.db.insert(wideAuthors).values({ memberId: authorId }).onConflictDoNothing();
    return true;
  }
}
