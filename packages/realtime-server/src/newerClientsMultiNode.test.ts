import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { runPrefix } from '../test/runPrefix.js';
import { connected, sdkClient, type SdkClient } from '../test/sdkClient.js';

/**
 * The presence and subscribe forms of SDK releases newer than 4.37.0, as raw HTTP, on one node and
 * across two nodes sharing a database and a Redis (as in multiNode.test.ts).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const { subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;

let database: TestDatabase;
let nodeA: RealtimeTestServer;
let nodeB: RealtimeTestServer;
const watchers: SdkClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  nodeA = await startRealtimeServer({ openAccess: true, redisUrl, database });
  nodeB = await startRealtimeServer({ openAccess: true, redisUrl, database });
});
afterAll(async () => {
  for (const watcher of watchers) {
    watcher.unsubscribeAll();
    watcher.stop();
  }
  await nodeB?.close();
  await nodeA?.close();
  await database?.drop();
});

let channelCount = 0;
const freshChannel = () => `${runPrefix}.newer-nodes${++channelCount}`;
const nodes = () => ({ A: nodeA, B: nodeB });

/** A 4.37.0 client on `node` listening to the presence of `channel`: its events. */
async function presenceWatcher(node: RealtimeTestServer, channel: string) {
  const { client, events } = sdkClient(node, { uuid: `watcher-${channelCount}` });
  watchers.push(client);
  client.subscribe({ channels: [channel], withPresence: true });
  await connected(events);
  return events.presence;
}

describe('a subscribe without heartbeat keeps the presence timeout declared through /heartbeat', () => {
  it.each([
    ['on one node', 'A', 'A'],
    ['across two nodes', 'A', 'B'],
  ] as const)('%s: a client that vanishes times out after its declared 2 s, not the 300 s default', async (_, beatOn, subscribeOn) => {
    const channel = freshChannel();
    const presence = await presenceWatcher(nodeA, channel);
    // The newer subscribe loop: a heartbeat declares the timeout, then subscribes carry no `heartbeat`.
    const beat = await nodes()[beatOn].request(
      'GET',
      `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/heartbeat?uuid=ghost&heartbeat=2`,
    );
    expect(beat.status).toBe(200);
    const subscribePath = `/v2/subscribe/${sub}/${enc(channel)}/0?uuid=ghost`;
    const handshake = await nodes()[subscribeOn].request('GET', subscribePath);
    const vanishing = new AbortController();
    const held = fetch(`${nodes()[subscribeOn].baseUrl}${subscribePath}&tt=${handshake.body.t.t}&tr=${handshake.body.t.r}`, {
      signal: vanishing.signal,
    }).catch(() => undefined);
    await eventually(() => presence.find((event) => event.action === 'join' && event.uuid === 'ghost'), 'the ghost joining');
    // Held for a while past its declared timeout: a held request keeps its client present.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(presence.find((event) => event.action === 'timeout')).toBeUndefined();
    vanishing.abort();
    await held;
    await eventually(() => presence.find((event) => event.action === 'timeout' && event.uuid === 'ghost'), 'the ghost timing out', 8000);
  });
});
