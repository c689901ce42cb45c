import { and, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified.js';
import { members } from '../../db/schema/users.js';
import { cursorKeys } from '../../http/cursorKeys.js';

/**
 * The pieces other modules' queries use to list members (friends, followers, notification
 * actors). They read the members table, which they may join; changes go through `UsersService`.
 */
export { members };

/** The member of the outer row, for subqueries about it (qualified: see `qualified`). */
export const outerMemberId = qualified(members.id);

/** What a list shows of each member. */
export const personColumns = {
  id: members.id,
  fullname: members.fullname,
  nickname: members.nickname,
  username: members.username,
  userImage: members.userImage,
  colour: members.colour,
  isCreator: members.isCreator,
  lastActiveAt: members.lastActiveAt,
};

/**
 * Whether a member (the table or an alias of it) is present on the network: not awaiting deletion,
 * not suspended, not waiting for sign-up approval. Everyone else has left every list and page.
 */
export const presentMember = (member: Record<'deleteRequestTimestamp' | 'suspendedAt' | 'awaitingApprovalSince', AnyColumn>): SQL =>
  and(isNull(member.deleteRequestTimestamp), isNull(member.suspendedAt), isNull(member.awaitingApprovalSince))!;

/** `presentMember` of the `members` table. */
export const notLeaving = (): SQL => presentMember(members);

/** Full name, nickname or username contains the text, ignoring case and accents (see migration 0003). */
export function matchesSearch(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`public.member_search_text(${members.fullname}, ${members.nickname}, ${members.username}) like lower(public.unaccent('public.unaccent'::regdictionary, ${pattern}))`;
}

/** Rows ordered by lowercase nickname then id, after the cursor's keys (decoded with `nicknameAndId`). */
export const nicknameOrder = [sql`lower(${members.nickname})`, members.id];
export const nicknameAndId = [cursorKeys.text, cursorKeys.uuid] as const;
export const afterNickname = (keys: readonly [string, string] | undefined) =>
  keys && sql`(lower(${members.nickname}), ${members.id}) > (${keys[0]}, ${keys[1]}::uuid)`;
export const nicknameKey = sql<string>`lower(${members.nickname})`;
