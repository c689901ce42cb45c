import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';

const migrationsFolder = path.join(import.meta.dirname, '../migrations');

/**
 * Brings the service's tables (`src/schema`) up to date from their own history (`src/migrations`,
 * made with `npm run db:generate -w @meshwork/realtime-server`), recorded in
 * `drizzle.realtime_migrations`, apart from the host's own history. Run it before `realtimePlugin`.
 */
export async function migrateRealtimeTables<Schema extends Record<string, unknown>>(db: NodePgDatabase<Schema>): Promise<void> {
  await migrate(db, { migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: 'realtime_migrations' });
}
