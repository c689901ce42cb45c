import { serverMessages } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
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

  async accountDetails(memberId: string) {
    return presentAccountDetails(await this.memberById(memberId));
  }
}
