import { chatActionTypes, chatReadField, realtimeUuidOf } from '@meshwork/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
  /** Only matches older than this one (the last of the previous page). */
  before?: { timetoken: string; channel: string };
  limit: number;
}

const likePatternOf = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The chat texts of these channels that contain `text`, newest first, as members see them: the
 * author's latest edit replaces the text, the author's deletion hides it, expired messages are gone.
 * The product asks this instead of reading the service's tables.
 */
export async function searchStoredTexts<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  search: StoredTextSearch,
): Promise<StoredTextMatch[]> {
  if (search.channels.length === 0) return [];
  const before = search.before ? sql`and (m.timetoken, m.channel) < (${search.before.timetoken}::bigint, ${search.before.channel})` : sql``;
  const result = await db.execute<{ channel: string; timetoken: string; publisher_uuid: string; text: string }>(sql`
    select m.channel, m.timetoken::text as timetoken, m.publisher_uuid, shown.text
    from realtime_messages m
    cross join lateral (
      select coalesce(
        (select substr(a.value, strpos(a.value, '|') + 1) from realtime_message_actions a
          where a.channel = m.channel and a.message_timetoken = m.timetoken and a.type = ${chatActionTypes.edit}
            and a.uuid = m.publisher_uuid
          order by a.action_timetoken desc limit 1),
        case when jsonb_typeof(m.message::jsonb) = 'object' then m.message::jsonb ->> 'text' end
      ) as text
    ) shown
    where m.channel = any(${sql.param([...search.channels])}::text[])
      and m.message_type = 0
      and (m.expires_at is null or m.expires_at > now())
      and shown.text ilike ${likePatternOf(search.text)} escape '\\'
      and not exists (
        select 1 from realtime_message_actions d
        where d.channel = m.channel and d.message_timetoken = m.timetoken and d.type = ${chatActionTypes.delete}
          and d.uuid = m.publisher_uuid
      )
      ${before}
    order by m.timetoken desc, m.channel desc
    limit ${search.limit}
  `);
  return result.rows.map((row) => ({ channel: row.channel, timetoken: row.timetoken, publisherUuid: row.publisher_uuid, text: row.text }));
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
