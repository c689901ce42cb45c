import { sql, type SQL } from 'drizzle-orm';
import type { MemberRow } from '../../db/schema/users.js';
import { members } from '../../db/schema/users.js';

/**
 * How the viewer stands to the member; the social graph knows friendships, so callers say.
 * @public
 */
export interface BirthdayViewer {
  id: string;
  isFriend: boolean;
}

type BirthdayFields = Pick<MemberRow, 'id' | 'birthday' | 'birthdayVisibility' | 'birthdayShowsYear'>;

/**
 * The member's birthday as the viewer may see it: null when there is none or it is hidden from
 * them, `--MM-DD` when its year is hidden, `YYYY-MM-DD` otherwise. The member sees their own in full.
 * Blocks are the caller's: a blocked viewer sees no profile at all.
 */
export function visibleBirthday(viewer: BirthdayViewer, member: BirthdayFields): string | null {
  if (!member.birthday) return null;
  if (viewer.id === member.id) return member.birthday;
  const shown = member.birthdayVisibility === 'public' || (member.birthdayVisibility === 'friends' && viewer.isFriend);
  if (!shown) return null;
  return member.birthdayShowsYear ? member.birthday : `--${member.birthday.slice(5)}`;
}

/**
 * The SQL form of `visibleBirthday` for lists that select from `members`: `isFriend` is the
 * social graph's condition that the viewer and the member of the row are friends
 * (`graphConditions.friends(viewerId, members.id)`). For lists of members such as birthdays.
 * @public
 */
export function visibleBirthdaySql(viewerId: string, isFriend: SQL): SQL<string | null> {
  return sql<string | null>`case
    when ${members.birthday} is null then null
    when ${members.id} = ${viewerId} then to_char(${members.birthday}, 'YYYY-MM-DD')
    when ${members.birthdayVisibility} = 'public' or (${members.birthdayVisibility} = 'friends' and ${isFriend})
      then to_char(${members.birthday}, case when ${members.birthdayShowsYear} then 'YYYY-MM-DD' else '--MM-DD' end)
    else null end`;
}
