import { mutingCopy, type MutedMember, type Page } from '@meshwork/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { memberMutes } from '../../db/schema/muting.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { notFound } from '../../http/errors.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members, personColumns, presentPerson } from '../users/index.js';

/** Members a member muted: nothing changes for the muted member, who is not told. */
export class MemberMutes {
  constructor(private readonly db: Db) {}

  /** Muting again changes nothing. */
  async mute(muterId: string, mutedId: string): Promise<void> {
    await this.db.insert(memberMutes).values({ muterId, mutedId }).onConflictDoNothing();
  }

  async unmute(muterId: string, mutedId: string): Promise<void> {
    const removed = await this.db
      .delete(memberMutes)
      .where(and(eq(memberMutes.muterId, muterId), eq(memberMutes.mutedId, mutedId)))
      .returning({ mutedId: memberMutes.mutedId });
    if (removed.length === 0) throw notFound('not_muted', mutingCopy.notMuted);
  }

  /** Whether the member muted the other: for the muter's eyes only (the profile's menu). */
  async hasMuted(muterId: string, mutedId: string): Promise<boolean> {
    const [found] = await this.db
      .select({ mutedId: memberMutes.mutedId })
      .from(memberMutes)
      .where(and(eq(memberMutes.muterId, muterId), eq(memberMutes.mutedId, mutedId)));
    return found !== undefined;
  }

  /** The members a member muted, newest first. */
  async list(muterId: string, page: { cursor?: string; limit?: number }): Promise<Page<MutedMember>> {
    const size = pageSize(page.limit);
    const rows = await this.db
      .select({ ...personColumns, createdAt: memberMutes.createdAt, createdKey: timestampKey(memberMutes.createdAt) })
      .from(memberMutes)
      .innerJoin(members, eq(members.id, memberMutes.mutedId))
      .where(and(eq(memberMutes.muterId, muterId), olderThan(memberMutes.createdAt, members.id, decodeCursor(page.cursor, timestampAndId))))
      .orderBy(desc(memberMutes.createdAt), desc(members.id))
      .limit(size + 1);
    return toPage(
      rows,
      size,
      (row) => [row.createdKey, row.id],
      (row) => ({ user: presentPerson(row), created_at: row.createdAt.toISOString() }),
    );
  }
}
