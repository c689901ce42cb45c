import { hashPassword } from '../crypto/secrets.js';
import type { UsersService } from '../modules/users/index.js';
import { demoMembers, demoPassword, type DemoUsername } from './demoMembers.js';
import { day } from './demoTime.js';

/** The id of a demo member. */
export type DemoIds = (username: DemoUsername) => string;

const two = (value: number) => String(value).padStart(2, '0');

/** The member's birthday (YYYY-MM-DD): `inDays` from `now`, in the year they were born; 29 February of a common year is the 28th. */
function birthdayOf({ inDays, born }: { inDays: number; born: number }, now: number): string {
  const date = new Date(now + inDays * day);
  const leap = born % 4 === 0 && (born % 100 !== 0 || born % 400 === 0);
  const dayOfMonth = date.getUTCMonth() === 1 && date.getUTCDate() === 29 && !leap ? 28 : date.getUTCDate();
  return `${born}-${two(date.getUTCMonth() + 1)}-${two(dayOfMonth)}`;
}

/** The demo members, verified, with their profiles and birthdays, made by the users service; answers their ids. */
export async function seedMembers(users: UsersService, now: number, joinedAt: Date): Promise<DemoIds> {
  const passwordHash = await hashPassword(demoPassword);
  const rows = await Promise.all(
    demoMembers.map(async ({ birthday, ...member }, index) => {
      const row = await users.create({
        ...member,
        email: `${member.username}@demo.meshwork.local`,
        passwordHash,
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        birthday: birthdayOf(birthday, now),
        birthdayShowsYear: index % 3 === 0,
        // Spread last activity so the friends panel shows online, away and offline members.
        lastActiveAt: new Date(now - index * 11 * 60 * 1000),
      });
      if (!row) throw new Error(`The demo member ${member.username} exists already.`);
      return row;
    }),
  );
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  return (username) => idOf.get(username)!;
}
