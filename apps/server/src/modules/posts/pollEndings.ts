import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { polls, posts } from '../../db/schema/posts.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { PostNotices } from './notices.js';

const pollEndedTask = 'poll-ended';
const jobKeyOf = (postId: string) => `${pollEndedTask}:${postId}`;

/**
 * Tells a poll's author and voters that it ended: a graphile-worker job due when it closes (it
 * survives restarts), cancelled when the post is deleted, and harmless when run twice.
 */
export class PollEndings {
  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, 'define' | 'add' | 'remove'>,
    private readonly notices: Pick<PostNotices, 'pollEnded'>,
  ) {
    jobs.define<{ postId: string }>(pollEndedTask, (payload) => this.end(payload.postId).then(() => undefined));
  }

  async schedule(postId: string, closesAt: Date): Promise<void> {
    await this.jobs.add(pollEndedTask, { postId }, { runAt: closesAt, jobKey: jobKeyOf(postId), jobKeyMode: 'replace', maxAttempts: 10 });
  }

  async cancel(postId: string): Promise<void> {
    await this.jobs.remove(jobKeyOf(postId));
  }

  /**
   * Claims the ended poll once (`end_notified_at`) and tells its members; a poll not yet closed,
   * already told, or gone (its post deleted with it) is left alone. Answers whether it told.
   */
  async end(postId: string, now = new Date()): Promise<boolean> {
    const claimed = await this.db
      .update(polls)
      .set({ endNotifiedAt: now })
      .where(
        and(
          eq(polls.postId, postId),
          isNull(polls.endNotifiedAt),
          lte(polls.closesAt, now),
          sql`exists (select 1 from ${posts} where ${posts.id} = ${qualified(polls.postId)} and ${posts.deletedAt} is null)`,
        ),
      )
      .returning({ postId: polls.postId });
    if (claimed.length === 0) return false;
    await this.notices.pollEnded(postId);
    return true;
  }
}
