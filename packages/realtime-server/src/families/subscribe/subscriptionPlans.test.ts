import { groupChannelOf, publicChannelOf } from '@meshwork/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls } from '../../../test/memberCalls.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { runPrefix } from '../../../test/runPrefix.js';
import type { TestMember } from '../../../test/testAccess.js';
import type { AccessPolicy } from '../../access/accessPolicy.js';
import { subscriptionKeyOf } from './subscribeRequest.js';
import { SubscriptionPlans, type SubscriptionPlan } from './subscriptionPlans.js';

const refused = { status: 403, error: true, message: 'Forbidden', service: 'Access Manager' };

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer();
});
afterAll(() => t.close());

/**
 * A member's long-poll loop as an SDK runs it: the same request again and again, from the cursor
 * of the last answer. `poll` sends the next request, then has something published so that a poll
 * wrongly let through answers 200 at once instead of being held. `handshake` starts the loop
 * again (cursor 0), as an SDK does after an error: it is answered at once, never held.
 */
async function pollLoop(member: TestMember, channel: string, query = '') {
  const calls = memberCalls(t, member);
  const path = `/v2/subscribe/${testKeys.subscribeKey}/${encodeURIComponent(channel)}/0?heartbeat=60${query}`;
  let cursor = (await calls.request('GET', path)).body.t.t as string;
  return {
    handshake: () => calls.request('GET', `${path}&tt=0`),
    async poll(publish: () => Promise<unknown>) {
      const answer = calls.request('GET', `${path}&tt=${cursor}`);
      await publish();
      const result = await answer;
      if (result.status === 200) cursor = result.body.t.t;
      return result;
    },
  };
}

describe("a client's next poll, read and authorised once for its loop", () => {
  it('is refused as soon as its member is taken out of the group conversation', async () => {
    const [ada, bob] = [t.access.member(), t.access.member()];
    const groupId = randomUUID();
    const channel = groupChannelOf(groupId);
    await t.access.setGroupMembers(groupId, [ada, bob]);
    const loop = await pollLoop(ada, channel);
    const fromBob = (text: string) => () => memberCalls(t, bob).publish(channel, text);
    expect((await loop.poll(fromBob('one'))).body.m).toMatchObject([{ d: 'one' }]);
    expect((await loop.poll(fromBob('two'))).body.m).toMatchObject([{ d: 'two' }]);
    await t.access.setGroupMembers(groupId, [], [ada]);
    const refusal = { status: 403, body: { ...refused, payload: { channels: [channel] } } };
    expect(await loop.handshake()).toEqual(refusal);
    expect(await loop.poll(fromBob('three'))).toEqual(refusal);
  });

  it('is refused as soon as its session ends', async () => {
    const [ada, bob] = [t.access.member(), t.access.member()];
    const channel = publicChannelOf(`${runPrefix}-plans-${randomUUID()}`);
    const loop = await pollLoop(ada, channel);
    const fromBob = (text: string) => () => memberCalls(t, bob).publish(channel, text);
    expect((await loop.poll(fromBob('one'))).body.m).toMatchObject([{ d: 'one' }]);
    expect((await loop.poll(fromBob('two'))).body.m).toMatchObject([{ d: 'two' }]);
    await t.access.signOut(ada);
    expect(await loop.handshake()).toEqual({ status: 403, body: refused });
    expect(await loop.poll(fromBob('three'))).toEqual({ status: 403, body: refused });
  });

  it('follows its channel groups: a channel added to a group is heard from the next poll on', async () => {
    const ada = t.access.member();
    const [first, second] = [1, 2].map((index) => publicChannelOf(`${runPrefix}-plans-${index}-${randomUUID()}`)) as [string, string];
    const group = `${ada.id}:plans`;
    const calls = memberCalls(t, ada);
    const register = (change: string) =>
      calls.request('GET', `/v1/channel-registration/sub-key/${testKeys.subscribeKey}/channel-group/${group}?${change}`);
    expect((await register(`add=${encodeURIComponent(first)}`)).status).toBe(200);
    const loop = await pollLoop(ada, ',', `&channel-group=${group}`);
    expect((await loop.poll(() => calls.publish(first, 'one'))).body.m).toMatchObject([{ d: 'one' }]);
    expect((await register(`add=${encodeURIComponent(second)}`)).status).toBe(200);
    const published = async () => {
      await calls.publish(second, 'two');
      await calls.publish(first, 'three');
    };
    const answer = await loop.poll(published);
    const received = answer.body.m as Array<{ d: string }>;
    // Answered as soon as 'two' arrived, or with both when the request came in after them.
    expect(received.map((envelope) => envelope.d)[0]).toBe('two');
  });
});

describe('the plans a node keeps', () => {
  it('hold at most their budget: requests at the URL size limit push the older ones out', async () => {
    const budget = 1024 * 1024;
    const unchangedAccess = { changedSince: () => false } as unknown as AccessPolicy;
    const plans = new SubscriptionPlans(unchangedAccess, budget);
    const request = (index: number) =>
      ({ params: { sub: 'sub', channels: `c${index}` }, query: { state: 'x'.repeat(127 * 1024) } }) as unknown as FastifyRequest;
    const indexes = Array.from({ length: 16 }, (_, index) => index);
    for (const index of indexes) await plans.of(request(index), async () => ({ groups: [], mark: 0 }) as unknown as SubscriptionPlan);
    const kept = indexes.filter((index) => plans.known(subscriptionKeyOf(request(index))) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length * 127 * 1024).toBeLessThanOrEqual(budget);
    expect(kept).toEqual(indexes.slice(-kept.length));
  });
});
