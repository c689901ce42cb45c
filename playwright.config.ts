import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: './e2e',
  // On two cores the server, its PostgreSQL and the browser share the machine: a journey with a second
  // browser and accessibility scans takes 20–30 s there, and twice that when another job loads the
  // machine, so the ceiling sits well above that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: '.test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Nothing but this machine: loopback, and `meshwork.test` for a server reached by a name other than localhost.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--host-resolver-rules=MAP meshwork.test 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx e2e/startServer.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server stops its embedded PostgreSQL, which runs in a session of its own: the default
    // SIGKILL of the process group would leave that PostgreSQL running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  },
});
