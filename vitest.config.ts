import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'packages/realtime-server/**/*.test.ts'],
          globalSetup: ['apps/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'contracts', environment: 'node', include: ['packages/contracts/**/*.test.ts'] },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', root: './apps/web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
