import { chmod, lstat, mkdir, mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testPassword } from '../test/factories.js';
import { freePort, requestJson, startServer, stopServer, type ServerProcess } from '../test/serverProcess.js';

const removeAfterwards: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const dir of removeAfterwards) await rm(dir, { recursive: true, force: true });
});

/** Private folders, as a clone in `/root` is: only their owner may enter them. */
async function privateCheckout(): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'meshwork-private-'));
  removeAfterwards.push(parent);
  const checkout = path.join(parent, 'checkout');
  await mkdir(checkout);
  await chmod(parent, 0o700);
  await chmod(checkout, 0o700);
  return checkout;
}

describe('a checkout in a private folder', () => {
  it(
    'starts with DATA_DIR inside it, under a private parent, and keeps its data across a restart, without opening the folders',
    { timeout: 90_000 },
    async () => {
      const checkout = await privateCheckout();
      const dataDir = path.join(checkout, '.data');
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), SEED: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
      const first = await startServer(env);
      servers.push(first);
      const cluster = await realpath(path.join(dataDir, 'pg'));
      // As root, the cluster lives outside the private folders (DATA_DIR/pg links to it).
      if (cluster !== path.join(dataDir, 'pg')) removeAfterwards.push(cluster);

      const member = { fullname: 'Private Person', username: 'private', email: 'private@example.com', password: testPassword };
      expect((await requestJson(port, 'POST', '/api/auth/register', member)).status).toBe(201);
      await stopServer(first);

      const second = await startServer(env);
      servers.push(second);
      const again = await requestJson(port, 'POST', '/api/auth/register', { ...member, email: 'other@example.com' });
      expect(again.body.extra.message.username).toEqual(['This username is already taken']);
      expect(await realpath(path.join(dataDir, 'pg'))).toBe(cluster);

      expect((await stat(checkout)).mode & 0o777).toBe(0o700);
      expect((await stat(path.dirname(checkout))).mode & 0o777).toBe(0o700);
      expect((await lstat(path.join(dataDir, 'pg'))).isSymbolicLink()).toBe(process.getuid?.() === 0);
      await stopServer(second);
    },
  );
});
