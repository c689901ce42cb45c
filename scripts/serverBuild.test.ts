import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, bundleServer, serverBuildNeeded, serverBundle } from './serverBuild.js';

const repository = path.resolve(import.meta.dirname, '..');
let root: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'meshwork-server-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the server bundle of a repository in small', () => {
  beforeEach(async () => {
    await write('package-lock.json', '{"lockfileVersion": 3}');
    await write('apps/server/src/main.ts', "import { place } from './startup/place.js';\nconsole.log(place());\n");
    await write('apps/server/src/startup/place.ts', 'export const place = (): string => `${import.meta.dirname} ${import.meta.url}`;\n');
  });

  it('keeps each module its own place: import.meta names its source file, not the bundle', async () => {
    await buildServer(root);
    const run = spawnSync(process.execPath, [serverBundle(root)], { encoding: 'utf8' });
    const source = path.join(root, 'apps/server/src/startup');
    expect(run.stdout.trim()).toBe(`${source} file://${source}/place.ts`);
  });

  it('is needed without a build, after a change of a source or of the lockfile, and when the bundle is gone; not otherwise', async () => {
    expect(await serverBuildNeeded(root)).toBe(true);
    await buildServer(root);
    expect(await serverBuildNeeded(root)).toBe(false);

    await write('apps/server/src/startup/place.ts', "export const place = (): string => 'elsewhere';\n");
    expect(await serverBuildNeeded(root)).toBe(true);
    await buildServer(root);
    await write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
    expect(await serverBuildNeeded(root)).toBe(true);
    await buildServer(root);
    await rm(serverBundle(root));
    expect(await serverBuildNeeded(root)).toBe(true);
  });

  it('is needed in a copy of the repository elsewhere: the bundle imports packages by their paths', async () => {
    await buildServer(root);
    const moved = `${root}-moved`;
    await cp(root, moved, { recursive: true });
    try {
      expect(await serverBuildNeeded(moved)).toBe(true);
    } finally {
      await rm(moved, { recursive: true, force: true });
    }
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe("the product's server bundle", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `meshwork_bundle_${process.pid}`;
  const onAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  beforeEach(() => onAdmin(`CREATE DATABASE ${database}`));
  afterEach(() => onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

  it('migrates a new database, answers and stops cleanly on SIGTERM, as `npm start` runs it', async () => {
    // Inside the repository, where its external packages resolve from node_modules.
    const bundle = path.join(repository, `node_modules/.cache/meshwork/bundle-test-${process.pid}/main.js`);
    await bundleServer(repository, bundle);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const port = await freePort();
    const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url.toString(),
        DATA_DIR: root,
        SEED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, { timeout: 40_000 })
        .toBe(200);
      // The banner follows the first answers: it names where the data lives and whether an administrator exists.
      await expect.poll(() => output, { timeout: 20_000 }).toContain('Meshwork is running');
    } catch (error) {
      throw new Error(`the bundle did not answer:\n${output}`, { cause: error });
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    await rm(path.dirname(bundle), { recursive: true, force: true });
  });
});
