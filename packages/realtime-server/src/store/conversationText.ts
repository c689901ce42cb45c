import { chatActionTypes, chatReadField, realtimeUuidOf } from '@meshwork/contracts';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimeMemberships } from '../schema/objects.js';

/** A stored chat text that matched a search: where, when, by whom, and the text shown now. */
export interface StoredTextMatch {
  channel: string;
  timetoken: string;
  publisherUuid: string;
  text: string;
}

export interface StoredTextSearch {
  /** The channels the member may read: nothing else is looked at. */
  channels: readonly string[];
  /** Found anywhere in the text, any case; `%`, `_` and `\` are plain characters. */
  text: string;
  /** Only messages older than this position (where the previous page stopped). */
  before?: StoredTextPosition;
  limit: number;
  /** How many of the newest messages (older than `before`) one search looks at, whatever it finds. */
  scanLimit: number;
}

/** A message's place in the newest-first order of a search. */
export interface StoredTextPosition {
  timetoken: string;
  channel: string;
}

export interface StoredTextSearchResult {
  matches: StoredTextMatch[];
  /** The oldest message looked at when the search stopped at `scanLimit`: older ones may match too. */
  scannedTo: StoredTextPosition | null;
}

const likePatternOf = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The text of a stored chat message (`row`, an alias of `realtime_messages`) as members see it now:
 * the author's latest edit replaces it; null once the author deleted it, it expired, or it is no text.
 */
const shownTextOf = (row: SQL): SQL<string | null> => sql<string | null>`case
  when (${row}.expires_at is null or ${row}.expires_at > now())
    and not exists (
      select 1 from realtime_message_actions d
      where d.channel = ${row}.channel and d.message_timetoken = ${row}.timetoken and d.type = ${chatActionTypes.delete}
        and d.uuid = ${row}.publisher_uuid
    )
  then coalesce(
    (select substr(a.value, strpos(a.value, '|') + 1) from realtime_message_actions a
      where a.channel = ${row}.channel and a.message_timetoken = ${row}.timetoken and a.type = ${chatActionTypes.edit}
        and a.uuid = ${row}.publisher_uuid
      order by a.action_timetoken desc limit 1),
    case when ${row}.message_type = 0 and jsonb_typeof(${row}.message::jsonb) = 'object' then ${row}.message::jsonb ->> 'text' end
  )
end`;

/**
 * The text of the message at `timetoken` in `channel` as members see it now (`shownTextOf`), as a
 * column of a query of the product's tables; null when it is gone or no text.
 */
export const storedTextShownAt = (channel: SQLWrapper, timetoken: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${shownTextOf(sql`m`)} from realtime_messages m where m.channel = ${channel} and m.timetoken = ${timetoken})`;

/**
 * The chat texts of these channels that contain `text`, newest first, as members see them: the
 * author's latest edit replaces the text, the author's deletion hides it, expired messages are gone.
 * The product asks this instead of reading the service's tables.
 *
 * One search looks at the newest `scanLimit` messages only (each channel's newest from its primary
 * key, then the newest of those), so its cost does not grow with a member's whole history: the
 * next search goes on from `scannedTo`.
 */
export async function searchStoredTexts<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  search: StoredTextSearch,
): Promise<StoredTextSearchResult> {
  if (search.channels.length === 0) return { matches: [], scannedTo: null };
  // Per channel, an index range: older than the position, or as old from a channel after it in the order.
  const before = search.before
    ? sql`and m.timetoken <= ${search.before.timetoken}::bigint and (m.timetoken < ${search.before.timetoken}::bigint or c.channel < ${search.before.channel})`
    : sql``;
  const result = await db.execute<{ scanned: number; oldest: StoredTextPosition | null; matches: MatchedRow[] }>(sql`
    with scanned as (
      select m.channel, m.timetoken, m.publisher_uuid, m.message, m.message_type, m.expires_at
      from unnest(${sql.param([...search.channels])}::text[]) as c(channel)
      cross join lateral (
        select m.* from realtime_messages m
        where m.channel = c.channel and m.message_type = 0 ${before}
        order by m.timetoken desc
        limit ${search.scanLimit}
      ) m
      order by m.timetoken desc, m.channel desc
      limit ${search.scanLimit}
    ),
    matched as (
      select m.channel, m.timetoken, m.publisher_uuid, shown.text
      from scanned m
      cross join lateral (select ${shownTextOf(sql`m`)} as text) shown
      where shown.text ilike ${likePatternOf(search.text)} escape '\\'
      order by m.timetoken desc, m.channel desc
      limit ${search.limit}
    )
    select
      (select count(*)::int from scanned) as scanned,
      (select json_build_object('timetoken', timetoken::text, 'channel', channel) from scanned
        order by timetoken, channel limit 1) as oldest,
      (select coalesce(json_agg(json_build_object('channel', channel, 'timetoken', timetoken::text, 'publisher_uuid', publisher_uuid, 'text', text)
        order by timetoken desc, channel desc), '[]') from matched) as matches
  `);
  const { scanned, oldest, matches } = result.rows[0]!;
  return {
    matches: matches.map((row) => ({ channel: row.channel, timetoken: row.timetoken, publisherUuid: row.publisher_uuid, text: row.text })),
    scannedTo: scanned >= search.scanLimit ? oldest : null,
  };
}

interface MatchedRow {
  channel: string;
  timetoken: string;
  publisher_uuid: string;
  text: string;
}

/** Each of these members' read marker in a conversation (its membership's `lastRead`), by member id; absent when unset. */
export async function readMarkersOf<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  channel: string,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const byUuid = new Map(memberIds.map((memberId) => [realtimeUuidOf(memberId), memberId]));
  const rows = await db
    .select({ uuid: realtimeMemberships.uuidId, custom: realtimeMemberships.custom })
    .from(realtimeMemberships)
    .where(and(eq(realtimeMemberships.channelId, channel), inArray(realtimeMemberships.uuidId, [...byUuid.keys()])));
  const markers = new Map<string, string>();
  for (const row of rows) {
    const marker = row.custom?.[chatReadField];
    if (typeof marker === 'string') markers.set(byUuid.get(row.uuid)!, marker);
  }
  return markers;
}
