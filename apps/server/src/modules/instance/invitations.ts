import type { Invitation } from '@meshwork/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { invitations } from '../../db/schema/instance.js';

type InvitationRow = typeof invitations.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

const present = (row: InvitationRow): Invitation => ({
  id: row.id,
  max_uses: row.maxUses,
  uses: row.uses,
  expires_at: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** Invitation codes: only their hash is stored, so the code is shown once, when it is made. */
export class InvitationStore {
  constructor(private readonly db: Db) {}

  async create(createdById: string, maxUses: number, expiresInDays: number): Promise<Invitation & { code: string }> {
    const code = newToken();
    const [row] = await this.db
      .insert(invitations)
      .values({ codeHash: hashToken(code), createdById, maxUses, expiresAt: new Date(Date.now() + expiresInDays * dayMs) })
      .returning();
    return { ...present(row!), code };
  }

  /** Newest first; a short list, as administrators make few. */
  async list(): Promise<Invitation[]> {
    const rows = await this.db.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(100);
    return rows.map(present);
  }

  /** Revokes the invitation; false when there is none by that id. */
  async revoke(id: string): Promise<boolean> {
    const rows = await this.db
      .update(invitations)
      .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, now())` })
      .where(eq(invitations.id, id))
      .returning({ id: invitations.id });
    return rows.length > 0;
  }

  /**
   * Counts one use of the code if it may still be used. One conditional UPDATE, so registrations
   * racing for the last use cannot both count it (the table's check holds uses ≤ max_uses as well).
   */
  async redeem(code: string): Promise<boolean> {
    const rows = await this.db
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
