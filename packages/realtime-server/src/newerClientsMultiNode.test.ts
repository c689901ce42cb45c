import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { memberCalls } from '../test/memberCalls.js';
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
  // Presence interval mode above 2 occupants, with intervals of a second.
  const crowd = { announceMax: 2, presenceIntervalSeconds: 1 };
  nodeA = await startRealtimeServer({ openAccess: true, redisUrl, database, ...crowd });
  nodeB = await startRealtimeServer({ openAccess: true, redisUrl, database, ...crowd });
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
    ['on one node, the heartbeat first', 'A', 'A', 'heartbeat'],
    ['across two nodes, the heartbeat first', 'A', 'B', 'heartbeat'],
    ['across two nodes, the subscribe first', 'A', 'B', 'subscribe'],
  ] as const)(
    '%s: a client that vanishes times out after its declared 2 s, not the 300 s default',
    async (_, beatOn, subscribeOn, first) => {
      const channel = freshChannel();
      const presence = await presenceWatcher(nodeA, channel);
      // The newer subscribe loop: heartbeats declare the timeout, subscribes carry no `heartbeat`.
      const heartbeat = async () => {
        const beat = await nodes()[beatOn].request(
          'GET',
          `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/heartbeat?uuid=ghost&heartbeat=2`,
        );
        expect(beat.status).toBe(200);
      };
      if (first === 'heartbeat') await heartbeat();
      const subscribePath = `/v2/subscribe/${sub}/${enc(channel)}/0?uuid=ghost`;
      const handshake = await nodes()[subscribeOn].request('GET', subscribePath);
      const vanishing = new AbortController();
      const held = fetch(`${nodes()[subscribeOn].baseUrl}${subscribePath}&tt=${handshake.body.t.t}&tr=${handshake.body.t.r}`, {
        signal: vanishing.signal,
      }).catch(() => undefined);
      await expect
        .poll(() => presence.find((event) => event.action === 'join' && event.uuid === 'ghost'), { message: 'the ghost joining' })
        .toBeTruthy();
      if (first === 'subscribe') await heartbeat();
      // Held for a while past its declared timeout: a held request keeps its client present.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(presence.find((event) => event.action === 'timeout')).toBeUndefined();
      vanishing.abort();
      await held;
      await expect
        .poll(() => presence.find((event) => event.action === 'timeout' && event.uuid === 'ghost'), {
          message: 'the ghost timing out',
          timeout: 8000,
        })
        .toBeTruthy();
    },
  );
});

describe('wildcard subscribe across nodes', () => {
  it('delivers every channel under the wildcard, live and in a catch-up, published on the other node', async () => {
    const prefix = freshChannel();
    const publish = (node: RealtimeTestServer, channel: string, message: string) =>
      node.request('GET', `/publish/${testKeys.publishKey}/${sub}/0/${enc(channel)}/0/${enc(JSON.stringify(message))}?uuid=pub`);
    const reader = memberCalls(nodeA, { uuid: 'wild-reader', token: 'none' });
    const { answer } = await reader.heldSubscribe([`${prefix}-anchor`, `${prefix}.*`]);
    await publish(nodeB, `${prefix}-elsewhere`, 'not under the wildcard');
    await publish(nodeB, `${prefix}.room.deeper`, 'live');
    expect((await answer).body.m.map((envelope: { d: unknown; c: string; b: string }) => [envelope.d, envelope.c, envelope.b])).toEqual([
      ['live', `${prefix}.room.deeper`, `${prefix}.*`],
    ]);
    const cursor = (await answer).body.t.t;
    await publish(nodeB, `${prefix}.one`, 'first');
    await publish(nodeA, `${prefix}.two`, 'second');
    const caughtUp = await reader.request('GET', `/v2/subscribe/${sub}/${enc(`${prefix}.*`)}/0?tt=${cursor}`);
    expect(caughtUp.body.m.map((envelope: { d: unknown; b: string }) => [envelope.d, envelope.b])).toEqual([
      ['first', `${prefix}.*`],
      ['second', `${prefix}.*`],
    ]);
  });

  it('delivers the presence of the channels under a wildcard to its -pnpres subscription', async () => {
    const prefix = freshChannel();
    const watcher = memberCalls(nodeA, { uuid: 'wild-watcher', token: 'none' });
    const { answer } = await watcher.heldSubscribe([`${prefix}-anchor`, `${prefix}.*-pnpres`]);
    await nodeB.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(`${prefix}.room`)}/heartbeat?uuid=visitor&heartbeat=60`);
    const [event] = (await answer).body.m;
    expect(event).toMatchObject({ c: `${prefix}.room-pnpres`, b: `${prefix}.*-pnpres`, d: { action: 'join', uuid: 'visitor' } });
  });
});

describe('presence interval mode', () => {
  it.each([
    ['on one node', 'A'],
    ['across two nodes', 'B'],
  ] as const)('%s: above announceMax, joins and leaves come as interval events with the occupancy', async (_, otherNode) => {
    const channel = freshChannel();
    const presence = await presenceWatcher(nodeA, channel);
    const heartbeat = (node: RealtimeTestServer, uuid: string) =>
      node.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/heartbeat?uuid=${uuid}&heartbeat=60`);
    // The watcher and p1 make 2: still announced one by one.
    await heartbeat(nodeA, 'p1');
    await expect
      .poll(() => presence.find((event) => event.action === 'join' && event.uuid === 'p1'), { message: 'p1 joining' })
      .toBeTruthy();
    await heartbeat(nodes()[otherNode], 'p2');
    await heartbeat(nodeA, 'p3');
    const intervals = () => presence.filter((event) => event.action === 'interval');
    const joined = () => intervals().flatMap((event) => event.join ?? []);
    await expect.poll(() => joined().length === 2, { message: 'the interval events of p2 and p3' }).toBeTruthy();
    expect(joined().sort()).toEqual(['p2', 'p3']);
    expect(intervals().at(-1)).toMatchObject({ occupancy: 4 });
    expect(presence.filter((event) => event.action === 'join' && ['p2', 'p3'].includes(event.uuid))).toEqual([]);

    await nodes()[otherNode].request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/leave?uuid=p2`);
    await expect
      .poll(() => intervals().find((event) => event.leave?.includes('p2')), { message: 'the interval event of p2 leaving' })
      .toBeTruthy();
    expect(intervals().find((event) => event.leave?.includes('p2'))).toMatchObject({ occupancy: 3 });
    expect(presence.find((event) => event.action === 'leave')).toBeUndefined();
  });
});
