import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded/startEmbeddedPostgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance URL of the test PostgreSQL server. */
    pgAdminUrl: string;
  }
}

/**
 * The PostgreSQL server of a test run: TEST_DATABASE_URL, else an embedded one for the run. The
 * global setups listed after it (the server's, the realtime package's) make their template
 * databases on it.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('pgAdminUrl', given);
    return;
  }
  const tempDir = await mkdtemp(path.join(tmpdir(), 'meshwork-test-pg-'));
  // mkdtemp makes the folder private; PostgreSQL runs as its own OS user when we are root.
  await chmod(tempDir, 0o755);
  const embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'));
  project.provide('pgAdminUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(tempDir, { recursive: true, force: true });
  };
}
