import { limits, type UpcomingBirthday } from '@meshwork/contracts';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, personColumns, presentPerson } from '../users/index.js';
import { nextBirthday } from './nextBirthday.js';

/** Friends' birthdays in the coming weeks, as far as each friend shows theirs to the viewer. */
export class BirthdaysService {
  constructor(private readonly db: Db) {}

  /** Birthdays from `today` (the viewer's own date) to 30 days later, soonest first. */
  async upcoming(viewerId: string, today: string): Promise<UpcomingBirthday[]> {
    const rows = await this.db
      .select({ person: personColumns, birthday: members.birthday })
      .from(members)
      .where(
        and(
          notLeaving(),
          isNotNull(members.birthday),
          graphConditions.friends(viewerId, members.id),
          sql`not ${graphConditions.blocked(viewerId, members.id)}`,
        ),
      );
    return rows
      .map((row) => ({ row, next: nextBirthday(row.birthday!, today) }))
      .filter(({ next }) => next.daysUntil <= limits.birthdayWindowDays)
      .sort((a, b) => a.next.daysUntil - b.next.daysUntil || a.row.person.nickname.localeCompare(b.row.person.nickname))
      .map(({ row, next }) => ({ user: presentPerson(row.person), date: next.date, days_until: next.daysUntil, turns: next.turns }));
  }
}
