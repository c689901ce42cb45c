import { type UpcomingBirthday } from '@meshwork/contracts';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, personColumns, presentPerson, visibleBirthdaySql } from '../users/index.js';
import { nextBirthday } from './nextBirthday.js';
import { serverLimits } from '../../serverLimits.js';

/** Friends' birthdays in the coming weeks, as far as each friend shows theirs to the viewer. */
export class BirthdaysService {
  constructor(private readonly db: Db) {}

  /** Birthdays from `today` (the viewer's own date) to 30 days later, soonest first. */
  async upcoming(viewerId: string, today: string): Promise<UpcomingBirthday[]> {
    // The birthday each friend shows the viewer (the users module's rule): none, without the year, or whole.
    const isFriend = graphConditions.friends(viewerId, members.id);
    const shown = visibleBirthdaySql(viewerId, isFriend);
    const rows = await this.db
      .select({ person: personColumns, birthday: shown })
      .from(members)
      .where(and(notLeaving(), isFriend, sql`not ${graphConditions.blocked(viewerId, members.id)}`, sql`${shown} is not null`));
    return rows
      .map((row) => ({ row, next: nextBirthday(row.birthday!, today) }))
      .filter(({ next }) => next.daysUntil <= serverLimits.birthdayWindowDays)
      .sort((a, b) => a.next.daysUntil - b.next.daysUntil || a.row.person.nickname.localeCompare(b.row.person.nickname))
      .map(({ row, next }) => ({ user: presentPerson(row.person), date: next.date, days_until: next.daysUntil, turns: next.turns }));
  }
}
