import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { federationKv } from '../../db/schema/federation.js';
import type { JobQueue } from '../../jobs/queue.js';

const purgeTask = 'federation-kv-purge';

/** A key as stored: Fedify's array as JSON text, so `["a","b"]` starts with its prefix `["a",`. */
const storedKey = (key: KvKey): string => JSON.stringify(key);

/** When a value set now with this time to live expires; `null` for one that never does. */
function expiryOf(options: KvStoreSetOptions | undefined): Date | null {
  if (!options?.ttl) return null;
  return new Date(Date.now() + options.ttl.total({ unit: 'millisecond' }));
}

const live = (): SQL => or(isNull(federationKv.expiresAt), sql`${federationKv.expiresAt} > now()`)!;
const expired = (): SQL => and(sql`${federationKv.expiresAt} is not null`, lte(federationKv.expiresAt, sql`now()`))!;

/**
 * Fedify's key–value store on PostgreSQL (`federation_kv`), so that every node shares its caches
 * and idempotence records. Expired rows answer as absent at once, and a daily job deletes them.
 */
export class PostgresKvStore implements KvStore {
  constructor(private readonly db: Db) {}

  /** Defines and schedules the daily purge of expired rows. */
  static schedulePurge(db: Db, jobs: JobQueue): void {
    jobs.define(purgeTask, async () => {
      await db.delete(federationKv).where(expired());
    });
    jobs.recurring(purgeTask, '17 4 * * *');
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(and(eq(federationKv.key, storedKey(key)), live()));
    return row?.value as T | undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const expiresAt = expiryOf(options);
    await this.db
      .insert(federationKv)
      .values({ key: storedKey(key), value, expiresAt })
      .onConflictDoUpdate({ target: federationKv.key, set: { value, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, storedKey(key)));
  }

  /** Sets the value only while the key holds `expectedValue` (`undefined`: absent or expired), in one statement. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const expiresAt = expiryOf(options);
    if (expectedValue === undefined) {
      const written = await this.db
        .insert(federationKv)
        .values({ key: storedKey(key), value: newValue, expiresAt })
        .onConflictDoUpdate({ target: federationKv.key, set: { value: newValue, expiresAt }, setWhere: expired() })
        .returning({ key: federationKv.key });
      return written.length > 0;
    }
    const written = await this.db
      .update(federationKv)
      .set({ value: newValue, expiresAt })
      .where(and(eq(federationKv.key, storedKey(key)), live(), sql`${federationKv.value} = ${JSON.stringify(expectedValue)}::jsonb`))
      .returning({ key: federationKv.key });
    return written.length > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const matching = prefix
      ? or(eq(federationKv.key, storedKey(prefix)), sql`starts_with(${federationKv.key}, ${`${storedKey(prefix).slice(0, -1)},`})`)
      : undefined;
    const rows = await this.db.select().from(federationKv).where(and(matching, live())).orderBy(federationKv.key);
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }
}
