import type { CreatedInvitation, Invitation, InvitationState, Page } from '@meshwork/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../crypto/secrets.js';
import type { Db, Transaction } from '../../db/client.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { invitations } from '../../db/schema/instance.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members } from '../users/index.js';

const dayMs = 24 * 60 * 60 * 1000;

/** What a new invitation allows: sign-ups, days until it expires (null: never) and its note. */
export interface InvitationTerms {
  maxUses: number;
  expiresInDays: number | null;
  note: string;
}

// A code that never expires is stored as 'infinity', read back as null: a Date cannot hold it.
const expiresAtOrNull = sql<string | null>`nullif(${invitations.expiresAt}, 'infinity')::text`;

/** Invitations with who made each, as administrators list them. */
const selectListed = (db: Db) =>
  db
    .select({
      id: invitations.id,
      maxUses: invitations.maxUses,
      uses: invitations.uses,
      expiresAt: expiresAtOrNull,
      revokedAt: invitations.revokedAt,
      note: invitations.note,
      createdAt: invitations.createdAt,
      createdKey: timestampKey(invitations.createdAt),
      creator: { id: members.id, username: members.username },
    })
    .from(invitations)
    .leftJoin(members, eq(members.id, invitations.createdById))
    .$dynamic();

type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];

function stateOf(row: ListedRow, now: Date): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used_up';
  if (row.expiresAt !== null && new Date(row.expiresAt) <= now) return 'expired';
  return 'active';
}

const present = (row: ListedRow, now: Date): Invitation => ({
  id: row.id,
  max_uses: row.maxUses,
  uses: row.uses,
  expires_at: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  state: stateOf(row, now),
  note: row.note,
  created_by: row.creator && { user_id: row.creator.id, username: row.creator.username },
  created_at: row.createdAt.toISOString(),
});

/** Invitation codes: only their hash is stored, so the code is shown once, when it is made. */
export class InvitationStore {
  constructor(private readonly db: Db) {}

  async create(createdById: string, terms: InvitationTerms): Promise<CreatedInvitation> {
    const code = newToken();
    const expiresAt = terms.expiresInDays === null ? sql`'infinity'::timestamptz` : new Date(Date.now() + terms.expiresInDays * dayMs);
    const [made] = await this.db
      .insert(invitations)
      .values({ codeHash: hashToken(code), createdById, maxUses: terms.maxUses, expiresAt, note: terms.note })
      .returning({ id: invitations.id });
    const [row] = await selectListed(this.db).where(eq(invitations.id, made!.id));
    return { ...present(row!, new Date()), code };
  }

  /** Newest first, a page at a time, with who made each. */
  async list(query: { cursor?: string; limit?: number }): Promise<Page<Invitation>> {
    const limit = pageSize(query.limit);
    const rows = await selectListed(this.db)
      .where(olderThan(invitations.createdAt, invitations.id, decodeCursor(query.cursor, timestampAndId)))
      .orderBy(newestFirst(invitations.createdAt, invitations.id))
      .limit(limit + 1);
    const now = new Date();
    return toPage(
      rows,
      limit,
      (row) => [row.createdKey, row.id],
      (row) => present(row, now),
    );
  }

  /** Revokes the invitation: whether this call revoked it, had it revoked already, or found none by that id. */
  async revoke(id: string): Promise<'revoked' | 'already_revoked' | 'missing'> {
    const revoked = await this.db
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.id, id), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (revoked.length > 0) return 'revoked';
    const [existing] = await this.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, id));
    return existing ? 'already_revoked' : 'missing';
  }

  /**
   * Counts one use of the code if it may still be used. One conditional UPDATE, so registrations
   * racing for the last use cannot both count it (the table's check holds uses ≤ max_uses as well).
   * In the transaction that creates the account, so a registration that fails gives the use back.
   */
  async redeem(code: string, tx: Transaction): Promise<boolean> {
    const rows = await tx
      .update(invitations)
      .set({ uses: sql`${invitations.uses} + 1` })
      .where(
        and(
          eq(invitations.codeHash, hashToken(code)),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
          lt(invitations.uses, invitations.maxUses),
        ),
      )
      .returning({ id: invitations.id });
    return rows.length > 0;
  }
}
