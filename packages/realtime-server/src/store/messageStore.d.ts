import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { BusMessage } from '../bus/busMessage.js';
import { type StoredMessageRow } from '../schema/messages.js';
export interface TimetokenRange {
    /** Exclusive upper bound. */
    start?: bigint;
    /** Inclusive lower bound. */
    end?: bigint;
}
/** The stored history: every query of publish, catch-up, history, counts and delete. */
export declare class MessageStore {
    private readonly db;
    private readonly pool;
    constructor(db: NodePgDatabase, pool: pg.Pool);
    /** The newest timetoken ever stored, so a restarted single node keeps its timetokens growing. */
    newestTimetoken(): Promise<bigint>;
    /**
     * Every stored publish runs this, so it is a named prepared statement on the pool rather than a
     * Drizzle builder: building the query cost more CPU than PostgreSQL spent running it.
     */
    insert(message: BusMessage, ttlHours: number | undefined): Promise<void>;
    /** Removes messages whose time to live is over (reads already hide them). */
    deleteExpired(): Promise<number>;
    exists(channel: string, timetoken: bigint): Promise<boolean>;
    /** Catch-up: the oldest `limit` messages after `cursor` on each channel, oldest first. */
    after(channels: string[], cursor: bigint, limit: number): Promise<Map<string, BusMessage[]>>;
    /** A page of one channel: the newest `count` in range (or the oldest, `fromOldest`), oldest first. */
    page(channel: string, range: TimetokenRange, count: number, fromOldest?: boolean): Promise<StoredMessageRow[]>;
    /** Per channel, how many messages are newer than its timetoken (each count capped). */
    countsAfter(channels: Array<{
        channel: string;
        after: bigint;
    }>, cap: number): Promise<Record<string, number>>;
    /**
     * Deletes one channel's messages (and their actions) between two timetokens, the one at `start`
     * excluded and the one at `end` included, in whichever order the two come (protocol §9).
     */
    delete(channel: string, range: TimetokenRange): Promise<void>;
}
export declare function toBusMessage(row: StoredMessageRow): BusMessage;
