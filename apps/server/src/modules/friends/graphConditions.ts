import { is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { blocks, follows, friendships } from '../../db/schema/friends.js';

// The graph's tables under names of their own, so that the conditions nest in any outer query.
const fr = alias(friendships, 'fr');
const fo = alias(follows, 'fo');
const bl = alias(blocks, 'bl');

/** A member: a bound id, or a column or expression of the outer row (e.g. each recipient of a fan-out). */
type MemberRef = string | SQLWrapper;

/** A column of the outer row with its table's name, which a single-table query would leave out. */
const outer = (member: MemberRef): MemberRef => (is(member, PgColumn) ? qualified(member) : member);

/** The friendship row of `a` and `b`, whichever asked. */
const pairIn = (a: MemberRef, b: MemberRef): SQL =>
  sql`((${fr.requesterId} = ${a} and ${fr.addresseeId} = ${b}) or (${fr.requesterId} = ${b} and ${fr.addresseeId} = ${a}))`;
/** The member of an accepted friendship of `memberId` who is not `memberId`. */
const friendOf = (memberId: MemberRef): SQL =>
  sql`case when ${fr.requesterId} = ${memberId} then ${fr.addresseeId} else ${fr.requesterId} end`;
const acceptedOf = (memberId: MemberRef): SQL =>
  sql`${fr.status} = 'accepted' and (${fr.requesterId} = ${memberId} or ${fr.addresseeId} = ${memberId})`;

/**
 * The SQL forms other features' policies build on (posts: who sees a post), about the member whose
 * id is `memberId` in the outer row.
 */
export const graphConditions = {
  /** The viewer and the member are friends. */
  friends: (viewerId: MemberRef, member: MemberRef): SQL =>
    sql`exists (select 1 from ${friendships} ${fr} where ${fr.status} = 'accepted' and ${pairIn(outer(viewerId), outer(member))})`,
  /** The viewer follows the member. */
  following: (viewerId: MemberRef, member: MemberRef): SQL =>
    sql`exists (select 1 from ${follows} ${fo} where ${fo.followerId} = ${outer(viewerId)} and ${fo.followeeId} = ${outer(member)})`,
  /** The member blocks the viewer (which the viewer must never learn). */
  blocksViewer: (viewerId: MemberRef, member: MemberRef): SQL =>
    sql`exists (select 1 from ${blocks} ${bl} where ${bl.blockerId} = ${outer(member)} and ${bl.blockedId} = ${outer(viewerId)})`,
  /**
   * The members whose posts fill the viewer's newsfeed: their friends and the members they follow,
   * as rows of `member_id` and `is_friend`.
   */
  circle: (viewer: MemberRef): SQL => {
    const viewerId = outer(viewer);
    return sql`select member_id, bool_or(is_friend) as is_friend from (select ${friendOf(viewerId)} as member_id, true as is_friend from ${friendships} ${fr} where ${acceptedOf(viewerId)} union all select ${fo.followeeId}, false from ${follows} ${fo} where ${fo.followerId} = ${viewerId}) circle group by member_id`;
  },
  /** A block either way between the viewer and the member: nothing of either reaches the other. */
  blocked: (viewer: MemberRef, member: MemberRef): SQL => {
    const [viewerId, memberId] = [outer(viewer), outer(member)];
    return sql`exists (select 1 from ${blocks} ${bl} where (${bl.blockerId} = ${viewerId} and ${bl.blockedId} = ${memberId}) or (${bl.blockerId} = ${memberId} and ${bl.blockedId} = ${viewerId}))`;
  },
  /** The ids of the members whose feed the member's posts reach: their friends and their followers. */
  audience: (member: MemberRef): SQL => {
    const memberId = outer(member);
    return sql`(select ${friendOf(memberId)} from ${friendships} ${fr} where ${acceptedOf(memberId)} union select ${fo.followerId} from ${follows} ${fo} where ${fo.followeeId} = ${memberId})`;
  },
};
