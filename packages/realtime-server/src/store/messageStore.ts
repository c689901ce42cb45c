import { and, asc, desc, eq, gt, gte, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { BusMessage } from '../bus/busMessage.js';
import type { MessageType } from '../serviceTypes.js';
import { realtimeMessageActions } from '../schema/messageActions.js';
import { realtimeMessages, type StoredMessageRow } from '../schema/messages.js';

export interface TimetokenRange {
  /** Exclusive upper bound. */
  start?: bigint;
  /** Inclusive lower bound. */
  end?: bigint;
}

const live = or(isNull(realtimeMessages.expiresAt), gt(realtimeMessages.expiresAt, sql`now()`));

function inRange(range: TimetokenRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.start !== undefined) conditions.push(lt(realtimeMessages.timetoken, range.start));
  if (range.end !== undefined) conditions.push(gte(realtimeMessages.timetoken, range.end));
  return conditions;
}

/** A message's JSON as it is stored (and answered by history), written before the message is delivered. */
export interface StoredText {
  message: string;
  meta: string | null;
}

export function storedTextOf(message: { message: unknown; meta?: unknown }): StoredText {
  return { message: JSON.stringify(message.message), meta: message.meta === undefined ? null : JSON.stringify(message.meta) };
}

/** A page of one channel's live stored messages: the newest `count` in range (or the oldest, `fromOldest`), oldest first. */
export async function storedPage<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  channel: string,
  range: TimetokenRange,
  count: number,
  fromOldest = false,
): Promise<StoredMessageRow[]> {
  const rows = await db
    .select()
    .from(realtimeMessages)
    .where(and(eq(realtimeMessages.channel, channel), live, ...inRange(range)))
    .orderBy(fromOldest ? asc(realtimeMessages.timetoken) : desc(realtimeMessages.timetoken))
    .limit(count);
  return fromOldest ? rows : rows.reverse();
}

/** The stored history: every query of publish, catch-up, history, counts and delete. */
export class MessageStore {
  constructor(
    private readonly db: NodePgDatabase,
    private readonly pool: pg.Pool,
  ) {}

  /** The newest timetoken ever stored, so a restarted single node keeps its timetokens growing. */
  async newestTimetoken(): Promise<bigint> {
    const [row] = await this.db
      .select({
        newest: sql<
          string | null
        >`greatest(max(${realtimeMessages.timetoken}), (select max(${realtimeMessageActions.actionTimetoken}) from ${realtimeMessageActions}))`,
      })
      .from(realtimeMessages);
    return BigInt(row?.newest ?? 0);
  }

  /**
   * Every stored publish runs this, so it is a named prepared statement on the pool rather than a
   * Drizzle builder: building the query cost more CPU than PostgreSQL spent running it.
   */
  async insert(message: BusMessage, text: StoredText, ttlHours: number | undefined): Promise<void> {
    await this.pool.query({
      name: 'realtime-insert-message',
      text: `insert into realtime_messages (channel, timetoken, publisher_uuid, message, meta, message_type, custom_message_type, expires_at)
             values ($1, $2, $3, $4, $5, $6, $7, case when $8::int is null then null else now() + make_interval(hours => $8::int) end)`,
      values: [
        message.channel,
        message.timetoken.toString(),
        message.publisherUuid,
        text.message,
        text.meta,
        message.messageType,
        message.customMessageType ?? null,
        ttlHours ?? null,
      ],
    });
  }

  async exists(channel: string, timetoken: bigint): Promise<boolean> {
    const rows = await this.db
      .select({ timetoken: realtimeMessages.timetoken })
      .from(realtimeMessages)
      .where(and(eq(realtimeMessages.channel, channel), eq(realtimeMessages.timetoken, timetoken), live));
    return rows.length > 0;
  }

  /** Catch-up: the oldest `limit` messages after `cursor` on each channel, oldest first. */
  async after(channels: string[], cursor: bigint, limit: number): Promise<Map<string, BusMessage[]>> {
    const found = new Map<string, BusMessage[]>();
    await Promise.all(
      channels.map(async (channel) => {
        const rows = await this.db
          .select()
          .from(realtimeMessages)
          .where(and(eq(realtimeMessages.channel, channel), gt(realtimeMessages.timetoken, cursor), live))
          .orderBy(asc(realtimeMessages.timetoken))
          .limit(limit);
        found.set(channel, rows.map(toBusMessage));
      }),
    );
    return found;
  }

  /** Catch-up of a wildcard: the oldest `limit` messages after `cursor` on every channel starting with `prefix`, oldest first. */
  async afterUnder(prefix: string, cursor: bigint, limit: number): Promise<BusMessage[]> {
    const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
    const rows = await this.db
      .select()
      .from(realtimeMessages)
      .where(and(like(realtimeMessages.channel, `${escaped}%`), gt(realtimeMessages.timetoken, cursor), live))
      .orderBy(asc(realtimeMessages.timetoken))
      .limit(limit);
    return rows.map(toBusMessage);
  }

  /** A page of one channel: the newest `count` in range (or the oldest, `fromOldest`), oldest first. */
  page(channel: string, range: TimetokenRange, count: number, fromOldest = false): Promise<StoredMessageRow[]> {
    return storedPage(this.db, channel, range, count, fromOldest);
  }

  /** Per channel, how many messages are newer than its timetoken (each count capped). */
  async countsAfter(channels: Array<{ channel: string; after: bigint }>, cap: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    await Promise.all(
      channels.map(async ({ channel, after }) => {
        const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(
          this.db
            .select({ one: sql`1` })
            .from(realtimeMessages)
            .where(and(eq(realtimeMessages.channel, channel), gt(realtimeMessages.timetoken, after), live))
            .limit(cap)
            .as('capped'),
        );
        counts[channel] = row?.count ?? 0;
      }),
    );
    return counts;
  }

  /**
   * Deletes one channel's messages (and their actions) between two timetokens, the one at `start`
   * excluded and the one at `end` included, in whichever order the two come (protocol §9).
   */
  async delete(channel: string, range: TimetokenRange): Promise<void> {
    const { start, end } = range;
    if (start !== undefined && start === end) return;
    const upward = start !== undefined && end !== undefined && start < end;
    const bounds = (column: typeof realtimeMessages.timetoken | typeof realtimeMessageActions.messageTimetoken): SQL[] => {
      if (upward) return [gt(column, start), lte(column, end)];
      return [...(start !== undefined ? [lt(column, start)] : []), ...(end !== undefined ? [gte(column, end)] : [])];
    };
    await this.db.transaction(async (tx) => {
      await tx
        .delete(realtimeMessageActions)
        .where(and(eq(realtimeMessageActions.channel, channel), ...bounds(realtimeMessageActions.messageTimetoken)));
      await tx.delete(realtimeMessages).where(and(eq(realtimeMessages.channel, channel), ...bounds(realtimeMessages.timetoken)));
    });
  }
}

function toBusMessage(row: StoredMessageRow): BusMessage {
  return {
    timetoken: row.timetoken,
    channel: row.channel,
    data: JSON.parse(row.message) as unknown,
    publisherUuid: row.publisherUuid,
    meta: row.meta === null ? undefined : (JSON.parse(row.meta) as unknown),
    messageType: row.messageType as MessageType,
    customMessageType: row.customMessageType ?? undefined,
  };
}
