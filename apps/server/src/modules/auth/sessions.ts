import { and, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { hashToken, newToken } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import type { SessionLookup, SessionResolver } from '../../plugins/auth.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import { members, type UsersService } from '../users/index.js';
import type { SessionClient } from './sessionClient.js';

export type SessionRow = typeof sessions.$inferSelect;

// Activity is recorded at most once a minute per session, so presence costs no write per request.
const activityResolutionMs = 60_000;

export interface SessionStoreDeps {
  db: Db;
  users: UsersService;
  /** Hears whose sessions ended (logout, reset, deactivation…): realtime clients of theirs lose access at once. */
  realtime: Pick<RealtimeRelay, 'accessChanged'>;
  ttlMs: number;
}

/** The sessions table's owner: tokens are stored hashed, and every way a session ends tells realtime. */
export class SessionStore implements SessionResolver {
  // Every request with a token asks it: a prepared statement, planned once per connection.
  private readonly byTokenHash;

  constructor(private readonly deps: SessionStoreDeps) {
    this.byTokenHash = deps.db
      .select({
        id: sessions.id,
        memberId: sessions.memberId,
        pendingTwoFa: sessions.pendingTwoFa,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        deleteRequest: members.deleteRequestTimestamp,
        suspendedAt: members.suspendedAt,
        role: members.role,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare('session_by_token_hash');
  }

  async create(memberId: string, pendingTwoFa: boolean, client: SessionClient): Promise<string> {
    const token = newToken();
    await this.deps.db.insert(sessions).values({
      memberId,
      tokenHash: hashToken(token),
      pendingTwoFa,
      expiresAt: new Date(Date.now() + this.deps.ttlMs),
      userAgent: client.userAgent,
      address: client.address,
    });
    await this.deps.users.recordActivity(memberId);
    return token;
  }

  async lookup(token: string): Promise<SessionLookup> {
    const [row] = await this.byTokenHash.execute({ tokenHash: hashToken(token) });
    if (!row) return { kind: 'unknown' };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
    if (Date.now() - row.lastSeenAt.getTime() > activityResolutionMs) await this.recordActivity(row.id, row.memberId);
    return {
      kind: 'valid',
      session: {
        sessionId: row.id,
        memberId: row.memberId,
        pendingTwoFa: row.pendingTwoFa,
        deactivated: row.deleteRequest !== null,
        suspended: row.suspendedAt !== null,
        role: row.role,
      },
    };
  }

  private async recordActivity(sessionId: string, memberId: string): Promise<void> {
    const now = new Date();
    await this.deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    await this.deps.users.recordActivity(memberId, now);
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

  /** The member a session belongs to, if it still exists. */
  async ownerOf(sessionId: string): Promise<string | undefined> {
    const [row] = await this.deps.db.select({ memberId: sessions.memberId }).from(sessions).where(eq(sessions.id, sessionId));
    return row?.memberId;
  }

  /** Every way a session ends comes here, so that no ended session keeps realtime access. */
  private async endWhere(condition: SQL): Promise<number> {
    const ended = await this.deps.db.delete(sessions).where(condition).returning({ memberId: sessions.memberId });
    if (ended.length) await this.deps.realtime.accessChanged([...new Set(ended.map((row) => row.memberId))]);
    return ended.length;
  }

  /** The member's live sessions, most recently active first. */
  listLive(memberId: string, limit: number, now = new Date()) {
    return this.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(limit);
  }

  /** Expired sessions are kept a while so their holders hear "Token has expired", then removed. */
  async purgeExpiredBefore(cutoff: Date): Promise<number> {
    const purged = await this.deps.db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.id });
    return purged.length;
  }
}
