import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newToken } from '../../crypto/secrets.js';
import { calendarFeeds } from '../../db/schema/events.js';
import { members, notLeaving } from '../users/index.js';

/** Private calendar addresses: one per member, made on first ask, renewed on demand. */
export class CalendarFeeds {
  constructor(private readonly db: Db) {}

  /** The member's token, made now if they have none. */
  async tokenOf(memberId: string): Promise<string> {
    await this.db.insert(calendarFeeds).values({ memberId, token: newToken() }).onConflictDoNothing();
    const [row] = await this.db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
    return row!.token;
  }

  /** A new token: the old address stops working at once. */
  async renew(memberId: string): Promise<string> {
    const token = newToken();
    await this.db
      .insert(calendarFeeds)
      .values({ memberId, token })
      .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { token, createdAt: new Date() } });
    return token;
  }

  /** Whose address this is, unless the member is leaving. */
  async memberOf(token: string): Promise<{ id: string; nickname: string } | undefined> {
    const [row] = await this.db
      .select({ id: members.id, nickname: members.nickname })
      .from(calendarFeeds)
      .innerJoin(members, eq(members.id, calendarFeeds.memberId))
      .where(and(eq(calendarFeeds.token, token), notLeaving()));
    return row;
  }
}
