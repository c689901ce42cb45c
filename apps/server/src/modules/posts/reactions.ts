import { reactionKinds, type Page, type ReactionKind, type ReactionSummary, type Reactor } from '@meshwork/contracts';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { forgetActivity, recordActivity } from '../activity/index.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { postReactions } from '../../db/schema/posts.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, personColumns, presentPerson } from '../users/index.js';

const noCounts = () => Object.fromEntries(reactionKinds.map((kind) => [kind, 0])) as Record<ReactionKind, number>;

/** One kind of reaction to a post: how many, and whether the viewer's is one of them. */
export interface ReactionRow {
  kind: ReactionKind;
  count: number;
  mine: boolean;
}

/** A post's reactions by kind (`ReactionRow`s), as one JSON column of any statement. */
export const reactionKindsOf = (viewerId: string | SQLWrapper, postId: SQL) =>
  sql<
    ReactionRow[]
  >`(select coalesce(json_agg(json_build_object('kind', r.kind, 'count', r.count, 'mine', r.mine)), '[]'::json) from (select ${postReactions.kind} as kind, count(*)::int as count, bool_or(${postReactions.memberId} = ${viewerId}) as mine from ${postReactions} where ${postReactions.postId} = ${postId} group by ${postReactions.kind}) r)`;

/** The summary the API shows, from `reactionKindsOf`. */
export function reactionSummary(kinds: ReactionRow[]): ReactionSummary {
  const summary: ReactionSummary = { counts: noCounts(), total: 0, mine: null };
  for (const row of kinds) {
    summary.counts[row.kind] = row.count;
    summary.total += row.count;
    if (row.mine) summary.mine = row.kind;
  }
  return summary;
}

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
    const { rows } = await this.db.execute<{ post_id: string; kinds: ReactionRow[] }>(
      sql`select post.id as post_id, ${reactionKindsOf(viewerId, sql`post.id`)} as kinds from unnest(${sql.param(postIds)}::uuid[]) as post(id)`,
    );
    return new Map(rows.map((row) => [row.post_id, reactionSummary(row.kinds)]));
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
          olderThan(postReactions.createdAt, postReactions.memberId, decodeCursor(query.cursor, timestampAndId)),
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
