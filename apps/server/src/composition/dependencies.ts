import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from '../config.js';
import { connectDatabase, runMigrations, type Database, type Db } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { Mailer } from '../mail/mailer.js';
import { mediaLinkKeyOf } from '../media/mediaLinkKey.js';
import { MediaLinks } from '../media/mediaLinks.js';
import { RealtimeRelay } from '../relay/realtimeRelay.js';
import { createFileStorage } from '../storage/createFileStorage.js';
import type { FileStorage } from '../storage/fileStorage.js';

export type AppConfig = Config & { databaseUrl: string };

/** What every module builds its services from: each module is registered with this one object. */
export interface AppDependencies {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  /** Shared counters across nodes (rate limits, login failures) when REDIS_URL is set. */
  redis?: Redis;
  jobs: JobQueue;
  mailer: Mailer;
  /** Every file: the local folder or an S3-compatible bucket (docs/operations.md). */
  storage: FileStorage;
  /** Signs the links to restricted media (post images, covers, chat files…) that pages show. */
  mediaLinks: MediaLinks;
  /** The product's way into the realtime service: its own messages, and whose access changed. */
  realtime: RealtimeRelay;
  log: FastifyBaseLogger;
}

export interface OpenDependencies extends AppDependencies {
  database: Database;
  /** Lets go of the job queue, Redis, the storage and the database, in that order. */
  close(): Promise<void>;
}

/**
 * Connects to the database (migrated), the file storage, Redis and the job queue, and builds the
 * mailer, the relay and the media links (on the network's key, kept in the database).
 */
export async function openDependencies(config: AppConfig, log: FastifyBaseLogger): Promise<OpenDependencies> {
  const database = connectDatabase(config.databaseUrl);
  await runMigrations(database);
  const mediaLinks = new MediaLinks(await mediaLinkKeyOf(database.db));
  const storage = createFileStorage(config.storage);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const jobs = new JobQueue(database.pool, log);
  return {
    config,
    database,
    db: database.db,
    pool: database.pool,
    redis,
    jobs,
    mailer: new Mailer(database.db, config.mail, jobs, log),
    storage,
    mediaLinks,
    realtime: new RealtimeRelay(log),
    log,
    async close() {
      await jobs.stop();
      redis?.disconnect();
      storage.close();
      await database.close();
    },
  };
}
