import { profileParamsSchema } from '@meshwork/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cursorKeys } from '../../http/cursorKeys.js';
import { members, notLeaving, type MemberRow } from '../users/index.js';

/**
 * The members who exist as ActivityPub actors: those a logged-out visitor may see, the users
 * module's rule of who is present on the network (not leaving, suspended or awaiting approval).
 * Anything no member could hold is refused before a query, so a forged identifier is a 404, never
 * a database error.
 */
export class ActorMembers {
  constructor(private readonly db: Db) {}

  /** The member an actor URL names by id. */
  async byId(id: string): Promise<MemberRow | undefined> {
    if (!cursorKeys.uuid(id)) return undefined;
    const [member] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.id, id), notLeaving()));
    return member;
  }

  /** The id of the member a WebFinger handle names, by username ignoring case. */
  async idOfUsername(username: string): Promise<string | undefined> {
    if (!profileParamsSchema.shape.username.safeParse(username).success) return undefined;
    const [member] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(sql`lower(${members.username}) = lower(${username})`, notLeaving()));
    return member?.id;
  }
}
