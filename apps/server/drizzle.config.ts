import { defineConfig } from 'drizzle-kit';

/** The product schema and the realtime service's tables (every file of its schema folder): one migration history. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/index.ts', '../../packages/realtime-server/src/schema'],
  out: './src/db/migrations',
});
