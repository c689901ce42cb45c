import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testPassword } from '../test/factories.js';
import {
  freePort,
  isRunning,
  openDataDir,
  postmasterPidOf,
  requestJson,
  startServer,
  stopServer,
  type ServerProcess,
} from '../test/serverProcess.js';
import { realtimeKeys } from './modules/realtime/testing/realtimeTesting.js';

const channel = 'public.crash';
const publishWriters = 10;
const registerWriters = 4;
/** The kill comes once this much is acknowledged, with more writes of both kinds in flight. */
const killAfter = { messages: 40, members: 4 };

let dataDir: string | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const enc = encodeURIComponent;

/** Every message stored on `channel`, newest page first (history pages back from `start`, exclusive). */
async function storedMessages(port: number): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (let start = ''; ;) {
    const route = `/v2/history/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}?count=100&include_token=true&string_message_token=true&uuid=reader${start}`;
    const [items, oldest] = (await requestJson(port, 'GET', route)).body as [{ timetoken: string; message: { text: string } }[], string];
    if (items.length === 0) return stored;
    for (const item of items) stored.set(item.timetoken, item.message.text);
    start = `&start=${oldest}`;
  }
}

/** Writes until the server dies, recording only what it answered with a 2xx. */
class Writes {
  readonly messages: { timetoken: string; text: string }[] = [];
  readonly members: string[] = [];
  private sent = 0;
  private reachedKillPoint!: () => void;
  readonly killPoint = new Promise<void>((resolve) => (this.reachedKillPoint = resolve));

  constructor(private readonly port: number) {}

  private acknowledged() {
    if (this.messages.length >= killAfter.messages && this.members.length >= killAfter.members) this.reachedKillPoint();
  }

  /** Every writer stops at the first request the dying server leaves unanswered. */
  private async write(method: string, route: string, body: unknown, expected: number): Promise<{ body: any } | undefined> {
    const answer = await requestJson(this.port, method, route, body).catch(() => undefined);
    if (answer && answer.status !== expected)
      throw new Error(`${method} ${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  async publishLoop(writer: number): Promise<void> {
    for (;;) {
      const text = `message ${++this.sent}`;
      const route = `/publish/${realtimeKeys.publishKey}/${realtimeKeys.subscribeKey}/0/${channel}/0/${enc(JSON.stringify({ text }))}?uuid=writer-${writer}`;
      const answer = await this.write('GET', route, undefined, 200);
      if (!answer) return;
      this.messages.push({ timetoken: answer.body[2], text });
      this.acknowledged();
    }
  }

  async registerLoop(writer: number): Promise<void> {
    for (let index = 0; ; index++) {
      const username = `crash${writer}x${index}`;
      const body = { fullname: 'Crash Test', username, email: `${username}@example.com`, password: testPassword };
      if (!(await this.write('POST', '/api/auth/register', body, 201))) return;
      this.members.push(username);
      this.acknowledged();
    }
  }
}

describe('a server killed with SIGKILL', () => {
  it(
    'starts again on the same data folder, stopping the PostgreSQL the killed run left, and keeps every acknowledged write',
    { timeout: 120_000 },
    async () => {
      dataDir = await openDataDir();
      const port = await freePort();
      const env = {
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED: 'false',
        REALTIME_OPEN_ACCESS: 'true',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      };
      const first = await startServer(env);
      servers.push(first);
      const leftPostgres = (await postmasterPidOf(dataDir))!;

      const writes = new Writes(port);
      const writers = [
        ...Array.from({ length: publishWriters }, (_, writer) => writes.publishLoop(writer)),
        ...Array.from({ length: registerWriters }, (_, writer) => writes.registerLoop(writer)),
      ];
      // A writer that fails before the kill point fails the test instead of leaving it waiting.
      await Promise.race([writes.killPoint, Promise.all(writers)]);
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(writers);
      const acknowledged = { messages: [...writes.messages], members: [...writes.members] };
      expect(isRunning(leftPostgres)).toBe(true);

      const second = await startServer(env);
      servers.push(second);
      expect(isRunning(leftPostgres)).toBe(false);

      const stored = await storedMessages(port);
      for (const message of acknowledged.messages) expect(stored.get(message.timetoken)).toBe(message.text);

      for (const username of acknowledged.members) {
        const again = await requestJson(port, 'POST', '/api/auth/register', {
          fullname: 'Crash Test',
          username,
          email: `other-${username}@example.com`,
          password: testPassword,
        });
        expect(again.body.extra?.message?.username).toEqual(['This username is already taken']);
      }
      await stopServer(second);
    },
  );
});
