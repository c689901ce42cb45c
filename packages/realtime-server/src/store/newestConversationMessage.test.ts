import { directChannelOf } from '@meshwork/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls } from '../../test/memberCalls.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { newestConversationMessage } from './newestConversationMessage.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const { publishKey: pub, subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;
const newestOf = (channel: string) => newestConversationMessage(drizzle(t.pool), channel);

/** Two members and their conversation, each member publishing as its client does. */
function conversation() {
  const [ann, bea] = [t.access.member(), t.access.member()];
  const channel = directChannelOf(ann.id, bea.id);
  const timetokenOf = async (answer: Promise<{ status: number; body: unknown[] }>) => {
    const { status, body } = await answer;
    expect(status).toBe(200);
    return String(body[2]);
  };
  return {
    channel,
    ann,
    bea,
    say: (member: typeof ann, message: unknown) => timetokenOf(memberCalls(t, member).publish(channel, message)),
    /** An encrypted file message: the service stores it as a file without reading it. */
    sendFile: async (member: typeof ann) => {
      const answer = await memberCalls(t, member).request(
        'GET',
        `/v1/files/publish-file/${pub}/${sub}/0/${enc(channel)}/0/${enc('"ciphertext"')}`,
      );
      expect(answer.status).toBe(200);
      return String(answer.body[2]);
    },
    serviceMessage: (message: unknown) => t.serverSide.publish({ channel, message, publisherUuid: 'server', messageType: 0, store: true }),
  };
}

describe('the newest message of a conversation', () => {
  it('is the newest chat text or file of a member, past the service’s own messages and data that is no chat text', async () => {
    const { channel, ann, bea, say, sendFile, serviceMessage } = conversation();
    expect(await newestOf(channel)).toBeNull();

    const text = await say(ann, { text: 'hi' });
    expect(await newestOf(channel)).toEqual({ timetoken: text, publisherUuid: ann.uuid });
    const file = await sendFile(bea);
    await say(ann, { text: '' });
    await say(ann, 'not a chat text');
    await serviceMessage({ text: 'Ann renamed the group' });
    expect(await newestOf(channel)).toEqual({ timetoken: file, publisherUuid: bea.uuid });
    // Another conversation's messages are not this one's.
    await conversation().say(ann, { text: 'elsewhere' });
    expect(await newestOf(channel)).toEqual({ timetoken: file, publisherUuid: bea.uuid });
  });

  it('is found behind more of the service’s events than one page of the newest messages holds', async () => {
    const { channel, bea, say, serviceMessage } = conversation();
    const text = await say(bea, { text: 'before the events' });
    for (let event = 0; event < 120; event++) await serviceMessage({ kind: 'group_changed', event });
    expect(await newestOf(channel)).toEqual({ timetoken: text, publisherUuid: bea.uuid });
  });

  it('is looked for among the newest thousand messages only: members’ other data past them is not read through', async () => {
    const { channel, ann, say } = conversation();
    const text = await say(ann, { text: 'under the data' });
    const dataAbove = (count: number, from: number) =>
      t.pool.query(
        `insert into realtime_messages (channel, timetoken, publisher_uuid, message)
         select $1, $2::bigint + n, $3, '"not a chat text"' from generate_series(1, $4::int) as n`,
        [channel, BigInt(text) + BigInt(from), ann.uuid, count],
      );
    await dataAbove(999, 0);
    expect(await newestOf(channel)).toEqual({ timetoken: text, publisherUuid: ann.uuid });
    await dataAbove(1, 999);
    expect(await newestOf(channel)).toBeNull();
  });

  it('is not a message whose time to live has passed', async () => {
    const { channel, ann, say } = conversation();
    const live = await say(ann, { text: 'still here' });
    await t.pool.query(
      `insert into realtime_messages (channel, timetoken, publisher_uuid, message, expires_at)
       values ($1, $2::bigint + 1, $3, '{"text":"gone"}', now() - interval '1 minute')`,
      [channel, live, ann.uuid],
    );
    expect(await newestOf(channel)).toEqual({ timetoken: live, publisherUuid: ann.uuid });
  });
});
