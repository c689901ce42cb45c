import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

/** The product schema and, once it exists, the realtime service's tables: one migration history. */
const schemaFiles = ['./src/db/schema/index.ts', '../../packages/realtime-server/src/schema.ts'].filter((file) => existsSync(file));

export default defineConfig({
  dialect: 'postgresql',
  schema: schemaFiles,
  out: './src/db/migrations',
});
