import { serverMessages } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { presentAccountDetails } from './presenters.js';

export class UsersService {
  constructor(private readonly db: Db) {}

  /** Account details are the member's own business: anyone else is refused. */
  async accountDetails(viewerId: string, userId: string) {
    if (viewerId !== userId) throw forbidden('forbidden', serverMessages.forbidden);
    const [member] = await this.db.select().from(members).where(eq(members.id, userId));
    if (!member) throw notFound('not_found', serverMessages.notFound);
    return presentAccountDetails(member);
  }
}
