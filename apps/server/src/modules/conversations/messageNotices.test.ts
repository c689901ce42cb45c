import { userChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeOf } from '../realtime/testing/realtimeTesting.js';
import { conversationHelpers } from './conversationTestHelpers.js';

let t: TestApp;
let chat: ReturnType<typeof conversationHelpers>;
// Notices wait an hour here: each test runs a conversation's pending notice when it chooses.
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', MESSAGE_NOTICE_DELAY_SECONDS: '3600' });
  chat = conversationHelpers(t);
});
afterAll(() => t.close());

const noticeKeyOf = (channel: string) => `message-notice:${channel}`;
/** The newest message the conversation's pending notice carries, if one is pending. */
const pendingNotice = async (channel: string): Promise<string | undefined> =>
  (
    await t.app.database.pool.query<{ timetoken: string }>(
      "select payload->>'timetoken' as timetoken from graphile_worker._private_jobs where key = $1",
      [noticeKeyOf(channel)],
    )
  ).rows[0]?.timetoken;

const until = (done: () => Promise<boolean>, what: string) =>
  vi.waitFor(
    async () => {
      if (!(await done())) throw new Error(what);
    },
    { timeout: 15_000, interval: 50 },
  );

/** Once the conversation's pending notice (queued after the publish answered) carries its newest message, makes it due now and waits until it has run. */
async function tellNow(channel: string, newest: string): Promise<void> {
  await until(async () => (await pendingNotice(channel)) === newest, 'no notice of the newest message is pending');
  await t.app.database.pool.query('update graphile_worker._private_jobs set run_at = now() where key = $1', [noticeKeyOf(channel)]);
  await until(async () => (await pendingNotice(channel)) === undefined, 'the notice has not run yet');
}

interface Listed {
  type: string;
  read: boolean;
  subject_id: string | null;
  actor: { user_id: string };
}
const messageNotificationsOf = async (member: SignedInMember): Promise<Listed[]> =>
  ((await member.call('GET', '/notifications')).body.output.items as Listed[]).filter((item) => item.type === 'message');

describe('message notifications', () => {
  it('tells the recipient of a direct message live, once per conversation however many messages came', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    const held = await memberCalls(realtimeOf(t), ann!).heldSubscribe([userChannelOf(ann!.id)]);
    let newest = '';
    for (const text of ['hi', 'are you there?', 'ann?']) newest = await chat.say(bea!, channel, text);
    await tellNow(channel, newest);

    const live = (await held.answer).body.m;
    expect(live).toEqual([expect.objectContaining({ d: { kind: 'notification', id: expect.any(String), type: 'message' } })]);
    expect(await messageNotificationsOf(ann!)).toEqual([
      expect.objectContaining({ read: false, subject_id: null, actor: expect.objectContaining({ user_id: bea!.id }) }),
    ]);
    expect(await messageNotificationsOf(bea!)).toEqual([]);

    // Once read, the next message is a new notification; the read one stays as it was.
    await ann!.call('POST', '/notifications/read-all');
    await tellNow(channel, await chat.say(bea!, channel, 'hello again'));
    expect((await messageNotificationsOf(ann!)).map((item) => item.read)).toEqual([false, true]);
  });

  it('tells every other member of a group, naming the group and the newest author, never the author itself', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    const first = await chat.say(bea!, group.channel, 'who is in?');
    await chat.markRead(bea!, group.channel, first);
    const second = await chat.say(cal!, group.channel, 'me');
    await chat.markRead(cal!, group.channel, second);
    await tellNow(group.channel, second);

    const aboutGroup = expect.objectContaining({ subject_id: group.id, actor: expect.objectContaining({ user_id: cal!.id }) });
    expect(await messageNotificationsOf(ann!)).toEqual([aboutGroup]);
    expect(await messageNotificationsOf(bea!)).toEqual([aboutGroup]);
    expect(await messageNotificationsOf(cal!)).toEqual([]);

    // A later notice replaces Ann's unread one, whoever wrote: still one, naming the newest author.
    await tellNow(group.channel, await chat.say(bea!, group.channel, 'me too'));
    expect(await messageNotificationsOf(ann!)).toEqual([
      expect.objectContaining({ read: false, subject_id: group.id, actor: expect.objectContaining({ user_id: bea!.id }) }),
    ]);
  });

  it('does not tell a recipient who is viewing the conversation: its read marker reached the message', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    const timetoken = await chat.say(bea!, group.channel, 'look at this');
    await chat.markRead(ann!, group.channel, timetoken);
    await tellNow(group.channel, timetoken);
    expect(await messageNotificationsOf(ann!)).toEqual([]);
    expect(await messageNotificationsOf(cal!)).toHaveLength(1);
  });

  it('respects the recipient’s preference and never tells a member blocked with the author', async () => {
    const [ann, bea, cal, dan] = await chat.friends(4);
    const group = await chat.startGroup(ann!, [bea!, cal!, dan!]);
    expect((await cal!.call('PUT', '/notifications/preferences', { preferences: [{ type: 'message', enabled: false }] })).status).toBe(200);
    expect((await dan!.call('POST', `/blocks/${bea!.id}`)).status).toBe(200);
    await tellNow(group.channel, await chat.say(bea!, group.channel, 'anyone?'));
    expect(await messageNotificationsOf(ann!)).toHaveLength(1);
    expect(await messageNotificationsOf(cal!)).toEqual([]);
    expect(await messageNotificationsOf(dan!)).toEqual([]);
  });
});
