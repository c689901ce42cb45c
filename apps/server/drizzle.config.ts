import { defineConfig } from 'drizzle-kit';

/** The product's tables; the realtime service's have their own history (packages/realtime-server/drizzle.config.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
