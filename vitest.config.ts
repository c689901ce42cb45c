import { defineConfig } from 'vitest/config';

// The run's PostgreSQL server (TEST_DATABASE_URL, else an embedded one), before each project's template database.
const postgresServer = 'apps/server/test/postgresServer.ts';
// The run's Redis (TEST_REDIS_URL, else the local one), for the tests of several nodes.
const redisServer = 'apps/server/test/redisServer.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: [postgresServer, redisServer, 'apps/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What arrives through the network gets ten seconds (expect.poll's own default is one).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'realtime',
          environment: 'node',
          include: ['packages/realtime-server/**/*.test.ts'],
          globalSetup: [postgresServer, redisServer, 'packages/realtime-server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What arrives through the network gets ten seconds (expect.poll's own default is one).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: { name: 'avatar', environment: 'node', include: ['packages/avatar/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: { name: 'avatar-photo', environment: 'node', include: ['packages/avatar-photo/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // Blender and assimp read the written files: one Blender launch takes seconds.
        test: { name: 'fbx', environment: 'node', include: ['packages/fbx/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        test: {
          name: 'realtime-client',
          environment: 'node',
          include: ['packages/realtime-client/**/*.test.ts'],
          // Integration tests run the realtime service, on its own template database.
          globalSetup: [postgresServer, redisServer, 'packages/realtime-server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What arrives through the network gets ten seconds (expect.poll's own default is one).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: { name: 'rate-limit', environment: 'node', include: ['packages/rate-limit/**/*.test.ts'], globalSetup: [redisServer] },
      },
      {
        test: { name: 'contracts', environment: 'node', include: ['packages/contracts/**/*.test.ts'] },
      },
      {
        // The repository's own rules: lint and boundaries.
        test: { name: 'repository', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', root: './apps/web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
