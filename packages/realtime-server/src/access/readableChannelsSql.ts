import { realtimeChannelPrefixes, userChannelOf } from '@meshwork/contracts';
import { and, eq, inArray, like, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `like` text matching a prefix literally, whatever it holds. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The SQL form of `mayUseChannel` for reading base channels (not presence channels), over a
 * channel-name column: public channels, the member's own user channel, its membership channels
 * (group conversations, rooms), and its direct conversations under their canonical name whose other member
 * shares no block with it. Lists page with it in the database; the channel rules stay the truth
 * (listings check their rows against them too).
 */
export function readableChannelsSql(
  channel: AnyColumn,
  memberId: string,
  access: { memberships: ReadonlySet<string>; blocked: ReadonlySet<string> },
): SQL {
  const { direct, public: publicPrefix } = realtimeChannelPrefixes;
  const [first, second] = [sql`split_part(${channel}, '.', 2)`, sql`split_part(${channel}, '.', 3)`];
  const partner = sql`case when ${first} = ${memberId} then ${second} else ${first} end`;
  const directOfMember = and(
    like(channel, startsWith(direct)),
    or(sql`${first} = ${memberId}`, sql`${second} = ${memberId}`),
    sql`${first} <> ${second}`,
    // `dm.<smaller id>.<larger id>`, compared as JavaScript compares: by code unit, which "C" does for these ids.
    sql`${channel} = ${direct} || least(${first} collate "C", ${second} collate "C") || '.' || greatest(${first} collate "C", ${second} collate "C")`,
    access.blocked.size ? notInArray(partner, [...access.blocked]) : undefined,
  );
  return or(
    and(like(channel, startsWith(publicPrefix)), sql`length(${channel}) > ${publicPrefix.length}`),
    eq(channel, userChannelOf(memberId)),
    access.memberships.size ? inArray(channel, [...access.memberships]) : undefined,
    directOfMember,
  )!;
}
