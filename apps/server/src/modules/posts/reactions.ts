import { reactionKinds, type Page, type ReactionKind, type ReactionSummary, type Reactor } from '@meshwork/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { forgetActivity, recordActivity } from '../activity/index.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { postReactions } from '../../db/schema/posts.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, personColumns, presentPerson } from '../users/index.js';

const noCounts = () => Object.fromEntries(reactionKinds.map((kind) => [kind, 0])) as Record<ReactionKind, number>;

/** Reactions to posts: one per member and post, changeable; counts by kind and who reacted. */
export class Reactions {
  constructor(private readonly db: Db) {}

  async set(memberId: string, postId: string, kind: ReactionKind): Promise<ReactionSummary> {
    await this.db
      .insert(postReactions)
      .values({ postId, memberId, kind })
      .onConflictDoUpdate({ target: [postReactions.postId, postReactions.memberId], set: { kind, createdAt: new Date() } });
    // One activity per reaction: a changed kind moves it to now.
    await forgetActivity(this.db, { actorId: memberId, kind: 'reacted', postId });
    await recordActivity(this.db, { actorId: memberId, kind: 'reacted', postId });
    return (await this.summaries(memberId, [postId])).get(postId)!;
  }

  async remove(memberId: string, postId: string): Promise<ReactionSummary> {
    await this.db.delete(postReactions).where(and(eq(postReactions.postId, postId), eq(postReactions.memberId, memberId)));
    await forgetActivity(this.db, { actorId: memberId, kind: 'reacted', postId });
    return (await this.summaries(memberId, [postId])).get(postId)!;
  }

  /** Each post's counts by kind and the viewer's own reaction. */
  async summaries(viewerId: string, postIds: string[]): Promise<Map<string, ReactionSummary>> {
    const summaries = new Map(postIds.map((id) => [id, { counts: noCounts(), total: 0, mine: null } as ReactionSummary]));
    if (postIds.length === 0) return summaries;
    const rows = await this.db
      .select({
        postId: postReactions.postId,
        kind: postReactions.kind,
        count: count(),
        mine: sql<boolean>`bool_or(${postReactions.memberId} = ${viewerId})`,
      })
      .from(postReactions)
      .where(inArray(postReactions.postId, postIds))
      .groupBy(postReactions.postId, postReactions.kind);
    for (const row of rows) {
      const summary = summaries.get(row.postId)!;
      summary.counts[row.kind] = row.count;
      summary.total += row.count;
      if (row.mine) summary.mine = row.kind;
    }
    return summaries;
  }

  /** Who reacted (optionally of one kind), newest first; members hidden from the viewer are left out. */
  async reactors(
    viewerId: string,
    postId: string,
    query: { kind?: ReactionKind; cursor?: string; limit?: number },
  ): Promise<Page<Reactor>> {
    const limit = pageSize(query.limit);
    const rows = await this.db
      .select({
        member: personColumns,
        kind: postReactions.kind,
        key: timestampKey(postReactions.createdAt),
        memberId: postReactions.memberId,
      })
      .from(postReactions)
      .innerJoin(members, eq(members.id, postReactions.memberId))
      .where(
        and(
          eq(postReactions.postId, postId),
          query.kind ? eq(postReactions.kind, query.kind) : undefined,
          notLeaving(),
          sql`not ${graphConditions.blocked(viewerId, postReactions.memberId)}`,
          olderThan(postReactions.createdAt, postReactions.memberId, decodeCursor(query.cursor, 2)),
        ),
      )
      .orderBy(desc(postReactions.createdAt), desc(postReactions.memberId))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.memberId],
      (row) => ({ member: presentPerson(row.member), kind: row.kind }),
    );
  }
}
