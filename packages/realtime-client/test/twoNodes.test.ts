import { directChannelOf } from '@meshwork/contracts';
import {
  createTestDatabase,
  startRealtimeServer,
  TestAccess,
  type RealtimeTestServer,
  type TestDatabase,
} from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMessageAction, fetchMessages, publish, type MessageEvent } from '../src/index.js';
import { connectionOf, listening } from './serviceClients.js';

// The machine's Redis (docs: tests use the real components), unless the run names another.
const redisUrl = process.env.TEST_REDIS_URL;

let database: TestDatabase;
let nodes: RealtimeTestServer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const access = new TestAccess();
  nodes = [await startRealtimeServer({ redisUrl, database, access }), await startRealtimeServer({ redisUrl, database, access })];
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()));
  await database.drop();
});

describe('one conversation whose members are served by two nodes sharing PostgreSQL and Redis', () => {
  it('delivers live both ways, with reactions, and both nodes answer the same history', async () => {
    const [nodeA, nodeB] = nodes as [RealtimeTestServer, RealtimeTestServer];
    const ada = nodeA.access.member();
    const bob = nodeA.access.member();
    await nodeA.access.befriend(ada, bob);
    const channel = directChannelOf(ada.id, bob.id);
    const adaSide = await listening(connectionOf(nodeA, ada), { channels: [channel] });
    const bobSide = await listening(connectionOf(nodeB, bob), { channels: [channel] });

    const { timetoken } = await publish(connectionOf(nodeB, bob), { channel, message: { text: 'from node B' } });
    await publish(connectionOf(nodeA, ada), { channel, message: { text: 'from node A' } });
    await addMessageAction(connectionOf(nodeA, ada), { channel, messageTimetoken: timetoken, action: { type: 'reaction', value: '👍' } });

    const texts = (events: unknown[]) => events.map((event) => ((event as MessageEvent).message as { text: string }).text);
    await expect
      .poll(() => adaSide.events.messages.length === 2 && bobSide.events.actions.length === 1, {
        message: 'both messages and the reaction',
      })
      .toBeTruthy();
    expect(texts(adaSide.events.messages)).toEqual(['from node B', 'from node A']);
    await expect.poll(() => bobSide.events.messages.length === 2, { message: "Bob's copy" }).toBeTruthy();
    expect(texts(bobSide.events.messages)).toEqual(['from node B', 'from node A']);

    const historyOf = async (node: RealtimeTestServer) =>
      (await fetchMessages(connectionOf(node, ada), { channels: [channel] })).channels[channel]!.map(
        (item) => (item.message as { text: string }).text,
      );
    expect(await historyOf(nodeA)).toEqual(['from node B', 'from node A']);
    expect(await historyOf(nodeB)).toEqual(['from node B', 'from node A']);
    await Promise.all([adaSide.subscription.stop(), bobSide.subscription.stop()]);
  });
});
