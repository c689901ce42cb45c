import { defineConfig } from 'drizzle-kit';

/**
 * The realtime service's tables (every file of `src/schema`) and their own migration history,
 * which `migrateRealtimeTables` applies and records in `drizzle.realtime_migrations`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema',
  out: './src/migrations',
});
