import { publicChannelOf, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { memberCalls } from '../../test/memberCalls.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { runPrefix } from '../../test/runPrefix.js';

const { publishKey: pub, subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;
// A small budget, so that a quick burst of calls passes it in every run.
const perSecond = 1;
const burst = 3;
const publishRate = { perSecond, burst };
const attemptsAtMost = 60;

type Answer = { status: number; body: any; retryAfter?: string };

/** Makes the call until it answers 429 (at most `attemptsAtMost` times): how many succeeded first, and the 429. */
async function untilRefused(call: (attempt: number) => Promise<Answer>): Promise<{ accepted: number; refusal: Answer }> {
  for (let attempt = 0; attempt < attemptsAtMost; attempt++) {
    const answer = await call(attempt);
    if (answer.status === 429) return { accepted: attempt, refusal: answer };
    if (answer.status !== 200) throw new Error(`attempt ${attempt} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  throw new Error(`${attemptsAtMost} calls were never refused`);
}

const tooManyClassic = { status: 429, error: true, message: 'Too Many Requests', service: 'Publish' };
const tooManyNewer = (source: string) => ({ status: 429, error: { message: 'Too Many Requests', source } });
/** A refusal tells the caller how many whole seconds to wait: at most the burst's window. */
const retryAfter = expect.stringMatching(/^([1-9]|10)$/);

describe('the per-member publish rate', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer({ publishRate });
  });
  afterAll(() => t.close());

  it('answers publishes past the rate with 429 in the classic shape, and signals share the budget', async () => {
    const member = t.access.member();
    const calls = memberCalls(t, member);
    const channel = userChannelOf(member.id);
    const published = await untilRefused((attempt) => calls.publish(channel, { attempt }));
    expect(published.accepted).toBeGreaterThanOrEqual(perSecond + burst);
    expect(published.refusal).toEqual({ status: 429, body: tooManyClassic, retryAfter });
    const signalled = await untilRefused(() => calls.request('GET', `/signal/${pub}/${sub}/0/${enc(channel)}/0/${enc('"typing"')}`));
    expect(signalled.refusal).toEqual({ status: 429, body: tooManyClassic, retryAfter });
  });

  it('counts file messages, message actions and objects changes, answering in their newer shape', async () => {
    const channel = publicChannelOf(`${runPrefix}-rate`);
    const fileMessages = memberCalls(t, t.access.member());
    // An encrypted file message (a string) names no file the server could check.
    const files = await untilRefused(() =>
      fileMessages.request('GET', `/v1/files/publish-file/${pub}/${sub}/0/${enc(channel)}/0/${enc('"ciphertext"')}`),
    );
    expect(files.refusal).toEqual({ status: 429, body: tooManyNewer('files'), retryAfter });

    const reactor = t.access.member();
    const reactions = memberCalls(t, reactor);
    const message = (await reactions.publish(channel, 'react to me')).body[2];
    const actions = await untilRefused((attempt) =>
      reactions.request('POST', `/v1/message-actions/${sub}/channel/${enc(channel)}/message/${message}`, {
        type: 'reaction',
        value: `r${attempt}`,
      }),
    );
    expect(actions.refusal).toEqual({ status: 429, body: tooManyNewer('actions'), retryAfter });

    const editor = t.access.member();
    const objects = await untilRefused((attempt) =>
      memberCalls(t, editor).request('PATCH', `/v2/objects/${sub}/uuids/${enc(editor.uuid)}`, { name: `v${attempt}` }),
    );
    expect(objects.refusal).toEqual({ status: 429, body: tooManyNewer('objects'), retryAfter });
  });

  it("never limits the server's own messages", async () => {
    const recipient = t.access.member();
    const channel = userChannelOf(recipient.id);
    const count = perSecond + burst + 3;
    for (let index = 0; index < count; index++)
      await t.serverSide.publish({ channel, message: { index }, publisherUuid: 'the-host', messageType: 0, store: true });
    const history = await memberCalls(t, recipient).request('GET', `/v3/history/sub-key/${sub}/channel/${enc(channel)}`);
    expect(history.body.channels[channel]).toHaveLength(count);
  });
});

describe('the publish rate across two nodes', () => {
  let database: TestDatabase;
  let nodeA: RealtimeTestServer;
  let nodeB: RealtimeTestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const network = { publishRate, redisUrl: process.env.TEST_REDIS_URL, database };
    nodeA = await startRealtimeServer(network);
    nodeB = await startRealtimeServer({ ...network, access: nodeA.access });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('is counted in Redis: a member refused on node A has no fresh budget on node B', async () => {
    const member = nodeA.access.member();
    const channel = userChannelOf(member.id);
    await untilRefused((attempt) => memberCalls(nodeA, member).publish(channel, { on: 'A', attempt }));
    // Counted per node, B would accept a whole budget; shared, at most the second that may have begun meanwhile.
    const onB = await untilRefused((attempt) => memberCalls(nodeB, member).publish(channel, { on: 'B', attempt }));
    expect(onB.accepted).toBeLessThan(perSecond + burst);
    expect(onB.refusal.body).toEqual(tooManyClassic);
  });
});
