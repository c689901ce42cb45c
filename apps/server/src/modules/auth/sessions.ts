import { and, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from './secrets.js';
import type { SessionClient } from './sessionClient.js';

export interface ResolvedSession {
  sessionId: string;
  memberId: string;
  pendingTwoFa: boolean;
  /** The member asked for deactivation or deletion: the session only reaches the account pages. */
  deactivated: boolean;
}

// Activity is recorded at most once a minute per session, so presence costs no write per request.
const activityResolutionMs = 60_000;

export type SessionLookup = { kind: 'valid'; session: ResolvedSession } | { kind: 'expired' } | { kind: 'unknown' };

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    /** Hears whose sessions ended (logout, reset, deactivation…): realtime clients of theirs lose access at once. */
    private readonly sessionsEnded: (memberIds: string[]) => Promise<void>,
  ) {}

  async create(memberId: string, pendingTwoFa: boolean, client: SessionClient): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      memberId,
      tokenHash: hashToken(token),
      pendingTwoFa,
      expiresAt: new Date(Date.now() + this.ttlMs),
      userAgent: client.userAgent,
      address: client.address,
    });
    await this.db.update(members).set({ lastActiveAt: new Date() }).where(eq(members.id, memberId));
    return token;
  }

  async lookup(token: string): Promise<SessionLookup> {
    const [row] = await this.db
      .select({
        id: sessions.id,
        memberId: sessions.memberId,
        pendingTwoFa: sessions.pendingTwoFa,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        deleteRequest: members.deleteRequestTimestamp,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) return { kind: 'unknown' };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
    if (Date.now() - row.lastSeenAt.getTime() > activityResolutionMs) await this.recordActivity(row.id, row.memberId);
    return {
      kind: 'valid',
      session: { sessionId: row.id, memberId: row.memberId, pendingTwoFa: row.pendingTwoFa, deactivated: row.deleteRequest !== null },
    };
  }

  private async recordActivity(sessionId: string, memberId: string): Promise<void> {
    const now = new Date();
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    await this.db.update(members).set({ lastActiveAt: now }).where(eq(members.id, memberId));
  }

  async end(sessionId: string): Promise<void> {
    await this.endWhere(eq(sessions.id, sessionId));
  }

  async endAllFor(memberId: string): Promise<void> {
    await this.endWhere(eq(sessions.memberId, memberId));
  }

  /** Every session of the member but `keptSessionId` (the one that asked). */
  async endAllOthers(memberId: string, keptSessionId: string): Promise<void> {
    await this.endWhere(and(eq(sessions.memberId, memberId), ne(sessions.id, keptSessionId))!);
  }

  /** Every way a session ends comes here, so that no ended session keeps realtime access. */
  private async endWhere(condition: SQL): Promise<void> {
    const ended = await this.db.delete(sessions).where(condition).returning({ memberId: sessions.memberId });
    if (ended.length) await this.sessionsEnded([...new Set(ended.map((row) => row.memberId))]);
  }

  /** Expired sessions are kept a while so their holders hear "Token has expired", then removed. */
  async purgeExpiredBefore(cutoff: Date): Promise<number> {
    const purged = await this.db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.id });
    return purged.length;
  }
}
