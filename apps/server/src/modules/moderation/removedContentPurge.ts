import { limits } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals, moderationLog } from '../../db/schema/moderation.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { ContentKind, ModeratedContent } from './moderatedContent.js';

const task = 'removed-content-purge';
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Removed content is kept for the appeal window, then erased (docs/moderation.md, "Actions"): a
 * daily job. Content whose appeal still waits stays until a moderator decides it.
 */
export class RemovedContentPurge {
  constructor(
    private readonly db: Db,
    private readonly content: ModeratedContent,
    jobs: JobQueue,
  ) {
    jobs.define(task, () => this.run().then(() => undefined));
    jobs.recurring(task, '43 3 * * *');
  }

  /** Erases what was removed more than the window ago; answers how many were erased. */
  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - limits.deactivatedRetentionDays * dayMs);
    let erased = 0;
    for (const [kind, handler] of this.content.all()) {
      for (const id of await handler.removedBefore(cutoff)) {
        if (await this.appealWaits(kind, id)) continue;
        await handler.erase(id);
        erased += 1;
      }
    }
    return erased;
  }

  private async appealWaits(kind: ContentKind, id: string): Promise<boolean> {
    const [waiting] = await this.db
      .select({ id: appeals.id })
      .from(appeals)
      .innerJoin(moderationLog, eq(moderationLog.id, appeals.logEntryId))
      .where(and(eq(moderationLog.targetType, kind), eq(moderationLog.targetId, id), eq(appeals.status, 'pending')))
      .limit(1);
    return waiting !== undefined;
  }
}
