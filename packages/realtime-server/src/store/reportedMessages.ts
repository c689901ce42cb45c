import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** A stored message as it was published: its sender's client identity and its text (null when it is no text). */
export interface StoredMessageEvidence {
  timetoken: string;
  publisherUuid: string;
  text: string | null;
}

/**
 * The messages at these timetokens of one channel as they were stored, edits and deletions
 * ignored: what a member reports is what was sent. Timetokens that are not messages of the
 * channel are left out; the product asks this instead of reading the service's tables.
 */
export async function storedMessagesAt<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  channel: string,
  timetokens: readonly string[],
): Promise<StoredMessageEvidence[]> {
  if (timetokens.length === 0) return [];
  const result = await db.execute<{ timetoken: string; publisher_uuid: string; text: string | null }>(sql`
    select m.timetoken::text as timetoken, m.publisher_uuid,
      case when m.message_type = 0 and jsonb_typeof(m.message::jsonb) = 'object' then m.message::jsonb ->> 'text' end as text
    from realtime_messages m
    where m.channel = ${channel} and m.timetoken = any(${sql.param([...timetokens])}::bigint[])
    order by m.timetoken
  `);
  return result.rows.map((row) => ({ timetoken: row.timetoken, publisherUuid: row.publisher_uuid, text: row.text }));
}
