import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { RawSubscriber, strictlyIncreasing } from '../test/rawSubscriber.js';
import { runPrefix } from '../test/runPrefix.js';
import { connected, sdkClient } from '../test/sdkClient.js';

const redisUrl = process.env.TEST_REDIS_URL;
const { publishKey: pub, subscribeKey: sub } = testKeys;

let database: TestDatabase;
let nodeA: RealtimeTestServer;
let nodeB: RealtimeTestServer;

async function publish(node: RealtimeTestServer, channel: string, message: unknown): Promise<string> {
  const answer = await node.request(
    'GET',
    `/publish/${pub}/${sub}/0/${encodeURIComponent(channel)}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=publisher`,
  );
  if (answer.status !== 200) throw new Error(`publish answered ${answer.status}`);
  return answer.body[2];
}

describe('two nodes on one database and one Redis', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await startRealtimeServer({ openAccess: true, redisUrl, database });
    nodeB = await startRealtimeServer({ openAccess: true, redisUrl, database });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('delivers to a subscriber on node A what is published on node B', async () => {
    const channel = `${runPrefix}.across`;
    const { client, events } = sdkClient(nodeA, { uuid: 'listener' });
    client.subscribe({ channels: [channel] });
    await connected(events);
    const sent = await publish(nodeB, channel, { from: 'B' });
    await expect.poll(() => events.messages[0], { message: 'the message from node B' }).toBeTruthy();
    expect(events.messages[0]).toMatchObject({ message: { from: 'B' }, timetoken: sent });
    client.unsubscribeAll();
    client.stop();
  });

  it('gives every subscriber one order while both nodes publish into one channel', async () => {
    const channel = `${runPrefix}.concurrent`;
    const [onA, onB] = [new RawSubscriber(nodeA, channel, 'sa'), new RawSubscriber(nodeB, channel, 'sb')];
    await Promise.all([onA.handshake(), onB.handshake()]);
    const collecting = [onA.collect(80), onB.collect(80)] as const;
    const publishing = (node: RealtimeTestServer, name: string) =>
      Promise.all(Array.from({ length: 40 }, (_, index) => publish(node, channel, `${name}${index}`)));
    await Promise.all([publishing(nodeA, 'a'), publishing(nodeB, 'b')]);
    const [seenOnA, seenOnB] = await Promise.all(collecting);
    expect(seenOnA).toEqual(seenOnB);
    expect(strictlyIncreasing(seenOnA)).toBe(true);
    expect(new Set(seenOnA.map((item) => item.message)).size).toBe(80);
    const history = await nodeA.request('GET', `/v2/history/sub-key/${sub}/channel/${channel}?uuid=reader&string_message_token=true`);
    expect(history.body[0].map((item: { timetoken: string }) => item.timetoken)).toEqual(seenOnA.map((item) => item.timetoken));
  });

  it('loses nothing when node A stops: the subscriber resumes on node B with its cursor', async () => {
    const channel = `${runPrefix}.failover`;
    const subscriber = new RawSubscriber(nodeA, channel, 'survivor');
    await subscriber.handshake();
    const collecting = subscriber.collect(40);
    for (let index = 0; index < 40; index++) {
      await publish(nodeB, channel, index);
      if (index === 15) {
        subscriber.node = nodeB;
        await nodeA.close();
      }
    }
    const received = await collecting;
    expect(received.map((item) => item.message)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(strictlyIncreasing(received)).toBe(true);

    // A node started afterwards has none of it in memory: an old cursor is served from the database.
    const nodeC = await startRealtimeServer({ openAccess: true, redisUrl, database });
    try {
      const late = new RawSubscriber(nodeC, channel, 'late', received[9]!.timetoken);
      expect((await late.collect(30)).map((item) => item.message)).toEqual(Array.from({ length: 30 }, (_, index) => index + 10));
    } finally {
      await nodeC.close();
    }
  });
});
