import { directChannelOf, userChannelOf } from '@meshwork/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { memberCalls } from '../../test/memberCalls.js';
import { startRealtimeServer, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { busSubscriberName } from '../bus/redisBus.js';
import { networkNamespace } from '../bus/networkNamespace.js';

const refused = { status: 403, error: true, message: 'Forbidden', service: 'Access Manager' };

describe('access changes the host announces', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer();
  });
  afterAll(() => t.close());

  it("end an ended session's held subscribe with 403 and refuse its next call; the member's other session goes on", async () => {
    const member = t.access.member();
    const phone = t.access.secondSession(member);
    const channel = userChannelOf(member.id);
    const held = await memberCalls(t, member).heldSubscribe([channel]);
    const heldOnPhone = await memberCalls(t, phone).heldSubscribe([channel]);
    await t.access.signOut(member);
    expect(await held.answer).toEqual({ status: 403, body: refused });
    expect((await memberCalls(t, member).publish(channel, 'after sign-out')).status).toBe(403);
    // The other session's request comes back empty, to return under the new rules; it is still allowed.
    expect((await heldOnPhone.answer).status).toBe(200);
    expect((await memberCalls(t, phone).publish(channel, 'from the phone')).status).toBe(200);
  });

  it('close a conversation at once on a block, and open it again at once on the unblock', async () => {
    const [dave, erin] = [t.access.member(), t.access.member()];
    const conversation = directChannelOf(dave.id, erin.id);
    const asErin = memberCalls(t, erin);
    expect((await asErin.publish(conversation, 'hi')).status).toBe(200);
    const held = await asErin.heldSubscribe([conversation]);
    await t.access.block(dave, erin);
    expect(await held.answer).toEqual({ status: 403, body: { ...refused, payload: { channels: [conversation] } } });
    expect((await asErin.publish(conversation, 'still there?')).status).toBe(403);
    await t.access.unblock(dave, erin);
    expect((await asErin.publish(conversation, 'hello again')).status).toBe(200);
  });
});

describe('access changes across nodes', () => {
  let database: TestDatabase;
  let nodeA: RealtimeTestServer;
  let nodeB: RealtimeTestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await startRealtimeServer({ redisUrl: process.env.TEST_REDIS_URL, database });
    nodeB = await startRealtimeServer({ redisUrl: process.env.TEST_REDIS_URL, database, access: nodeA.access });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('reach every node: a session ended, announced through node A, ends the held subscribe on node B and refuses the next call there', async () => {
    const member = nodeA.access.member();
    const onB = memberCalls(nodeB, member);
    const held = await onB.heldSubscribe([userChannelOf(member.id)]);
    await nodeA.access.signOut(member);
    expect(await held.answer).toEqual({ status: 403, body: refused });
    expect((await onB.publish(userChannelOf(member.id), 'after sign-out')).status).toBe(403);
  });

  it('are checked again on every held subscribe after a bus outage, which may have lost an announcement', async () => {
    const member = nodeA.access.member();
    const held = await memberCalls(nodeB, member).heldSubscribe([userChannelOf(member.id)]);
    nodeA.access.signOutUnannounced(member);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      // Cut the bus's listening connections of this network (both nodes'); each reconnects by itself.
      const name = busSubscriberName(await networkNamespace(nodeB.pool));
      const clients = (await redis.client('LIST')) as string;
      const ids = clients.split('\n').flatMap((line) => (line.includes(` name=${name} `) ? [/id=(\d+)/.exec(line)![1]!] : []));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) await redis.client('KILL', 'ID', id);
    } finally {
      redis.disconnect();
    }
    expect(await held.answer).toEqual({ status: 403, body: refused });
  });
});
