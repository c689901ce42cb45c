import { and, desc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
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

  /** Every session of the member but `keptSessionId` (the one that asked); answers how many ended. */
  async endAllOthers(memberId: string, keptSessionId: string): Promise<number> {
    return this.endWhere(and(eq(sessions.memberId, memberId), ne(sessions.id, keptSessionId))!);
  }

  /** Ends one of the member's sessions; false when it is not theirs or no longer exists. */
  async endOwn(memberId: string, sessionId: string): Promise<boolean> {
    return (await this.endWhere(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId))!)) > 0;
  }

  /** Every way a session ends comes here, so that no ended session keeps realtime access. */
  private async endWhere(condition: SQL): Promise<number> {
    const ended = await this.db.delete(sessions).where(condition).returning({ memberId: sessions.memberId });
    if (ended.length) await this.sessionsEnded([...new Set(ended.map((row) => row.memberId))]);
    return ended.length;
  }

  /** The member's live sessions, most recently active first. */
  listLive(memberId: string, limit: number, now = new Date()) {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(limit);
  }

  /** Expired sessions are kept a while so their holders hear "Token has expired", then removed. */
  async purgeExpiredBefore(cutoff: Date): Promise<number> {
    const purged = await this.db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.id });
    return purged.length;
  }
}
