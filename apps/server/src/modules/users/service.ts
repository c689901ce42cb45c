import { serverMessages } from '@meshwork/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, type MemberRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { presentAccountDetails } from './presenters.js';

export class UsersService {
  constructor(private readonly db: Db) {}

  /** The member's row, for services of other features; an unknown id answers 404. */
  async memberById(memberId: string): Promise<MemberRow> {
    const [member] = await this.db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw notFound('not_found', serverMessages.notFound);
    return member;
  }

  /** The member whose email address or username is `login`, whatever its case. */
  async memberByLogin(login: string): Promise<MemberRow | undefined> {
    const [member] = await this.db
      .select()
      .from(members)
      .where(or(sql`lower(${members.email}) = lower(${login})`, sql`lower(${members.username}) = lower(${login})`));
    return member;
  }

  async accountDetails(memberId: string) {
    return presentAccountDetails(await this.memberById(memberId));
  }
}
