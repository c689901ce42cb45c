import { chatActionTypes, userChannelOf } from '@meshwork/contracts';
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
interface PendingNotice {
  /** How many `add_job` calls updated the job after the one that made it. */
  revision: number;
  runAt: Date;
}
/** The conversation's pending notice, as graphile-worker records it, if one is pending. */
const pendingNotice = async (channel: string): Promise<PendingNotice | undefined> =>
  (
    await t.app.database.pool.query<PendingNotice>('select revision, run_at as "runAt" from graphile_worker.jobs where key = $1', [
      noticeKeyOf(channel),
    ])
  ).rows[0];

const until = (done: () => Promise<boolean>, what: string) =>
  vi.waitFor(
    async () => {
      if (!(await done())) throw new Error(what);
    },
    { timeout: 15_000, interval: 50 },
  );

/** The conversation's notice, once one is pending (queued after the publish answered). */
async function queuedNotice(channel: string): Promise<PendingNotice> {
  await until(async () => (await pendingNotice(channel)) !== undefined, 'no notice is pending');
  return (await pendingNotice(channel))!;
}

/** Makes the conversation's pending notice due now and waits until it has run. */
async function tellNow(channel: string): Promise<void> {
  await queuedNotice(channel);
  await t.app.database.pool.query(
    'select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = $1), run_at => now())',
    [noticeKeyOf(channel)],
  );
  await until(async () => (await pendingNotice(channel)) === undefined, 'the notice has not run yet');
}

interface Listed {
  type: string;
  read: boolean;
  subject_id: string | null;
  subject_name: string | null;
  excerpt: string | null;
  actor: { user_id: string };
}
const messageNotificationsOf = async (member: SignedInMember): Promise<Listed[]> =>
  ((await member.call('GET', '/notifications')).body.output.items as Listed[]).filter((item) => item.type === 'message');

describe('message notifications', () => {
  it('tells the recipient of a direct message live, once per conversation however many messages came', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    const held = await memberCalls(realtimeOf(t), ann!).heldSubscribe([userChannelOf(ann!.id)]);
    for (const text of ['hi', 'are you there?', 'ann?']) await chat.say(bea!, channel, text);
    await tellNow(channel);

    const live = (await held.answer).body.m;
    expect(live).toEqual([expect.objectContaining({ d: { kind: 'notification', id: expect.any(String), type: 'message' } })]);
    expect(await messageNotificationsOf(ann!)).toEqual([
      expect.objectContaining({ read: false, subject_id: null, actor: expect.objectContaining({ user_id: bea!.id }) }),
    ]);
    expect(await messageNotificationsOf(bea!)).toEqual([]);

    // Once read, the next message is a new notification; the read one stays as it was.
    await ann!.call('POST', '/notifications/read-all');
    await chat.say(bea!, channel, 'hello again');
    await tellNow(channel);
    expect((await messageNotificationsOf(ann!)).map((item) => item.read)).toEqual([false, true]);
  });

  it('tells every other member of a group, naming the group and the newest author, never the author itself', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    const first = await chat.say(bea!, group.channel, 'who is in?');
    await chat.markRead(bea!, group.channel, first);
    const second = await chat.say(cal!, group.channel, 'me');
    await chat.markRead(cal!, group.channel, second);
    await tellNow(group.channel);

    const aboutGroup = expect.objectContaining({ subject_id: group.id, actor: expect.objectContaining({ user_id: cal!.id }) });
    expect(await messageNotificationsOf(ann!)).toEqual([aboutGroup]);
    expect(await messageNotificationsOf(bea!)).toEqual([aboutGroup]);
    expect(await messageNotificationsOf(cal!)).toEqual([]);

    // A later notice replaces Ann's unread one, whoever wrote: still one, naming the newest author.
    await chat.say(bea!, group.channel, 'me too');
    await tellNow(group.channel);
    expect(await messageNotificationsOf(ann!)).toEqual([
      expect.objectContaining({ read: false, subject_id: group.id, actor: expect.objectContaining({ user_id: bea!.id }) }),
    ]);
  });

  it('quotes the newest message as the conversation shows it now: edited, and nothing once deleted', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    await chat.say(bea!, channel, 'an older one');
    const newest = await chat.say(bea!, channel, 'lunch\n  at   noon?');
    await tellNow(channel);
    const quoted = async () => (await messageNotificationsOf(ann!)).map((item) => [item.subject_name, item.excerpt]);
    expect(await quoted()).toEqual([[null, 'lunch at noon?']]);

    await chat.act(bea!, channel, newest, chatActionTypes.edit, 'lz1|lunch at one?');
    expect(await quoted()).toEqual([[null, 'lunch at one?']]);
    await chat.act(bea!, channel, newest, chatActionTypes.delete, '1');
    expect(await quoted()).toEqual([[null, null]]);
  });

  it('names the group and quotes its message to its members only: a removed member keeps neither', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    await chat.say(bea!, group.channel, 'the plan for saturday');
    await tellNow(group.channel);
    const aboutGroup = (name: string | null, excerpt: string | null) => [expect.objectContaining({ subject_name: name, excerpt })];
    expect(await messageNotificationsOf(cal!)).toEqual(aboutGroup('Crew', 'the plan for saturday'));

    expect((await ann!.call('DELETE', `/groups/${group.id}/members/${cal!.id}`)).status).toBe(200);
    expect(await messageNotificationsOf(cal!)).toEqual(aboutGroup(null, null));
    expect(await messageNotificationsOf(ann!)).toEqual(aboutGroup('Crew', 'the plan for saturday'));
  });

  it('does not tell a recipient who is viewing the conversation: its read marker reached the message', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    const timetoken = await chat.say(bea!, group.channel, 'look at this');
    await chat.markRead(ann!, group.channel, timetoken);
    await tellNow(group.channel);
    expect(await messageNotificationsOf(ann!)).toEqual([]);
    expect(await messageNotificationsOf(cal!)).toHaveLength(1);
  });

  it('respects the recipient’s preference and never tells a member blocked with the author', async () => {
    const [ann, bea, cal, dan] = await chat.friends(4);
    const group = await chat.startGroup(ann!, [bea!, cal!, dan!]);
    expect((await cal!.call('PUT', '/notifications/preferences', { preferences: [{ type: 'message', enabled: false }] })).status).toBe(200);
    expect((await dan!.call('POST', `/blocks/${bea!.id}`)).status).toBe(200);
    await chat.say(bea!, group.channel, 'anyone?');
    await tellNow(group.channel);
    expect(await messageNotificationsOf(ann!)).toHaveLength(1);
    expect(await messageNotificationsOf(cal!)).toEqual([]);
    expect(await messageNotificationsOf(dan!)).toEqual([]);
  });

  it('tells nobody who muted the conversation until the mute expires; the other members are told', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    const direct = chat.direct(ann!, bea!);
    for (const channel of [group.channel, direct])
      expect((await ann!.call('PUT', `/muted-conversations/${channel}`, { duration: '1d' })).status).toBe(201);
    await chat.say(bea!, group.channel, 'quiet please');
    await chat.say(bea!, direct, 'just you and me');
    await tellNow(group.channel);
    await tellNow(direct);
    expect(await messageNotificationsOf(ann!)).toEqual([]);
    expect(await messageNotificationsOf(cal!)).toEqual([expect.objectContaining({ subject_id: group.id })]);

    // An expired mute no longer applies: no job removes it.
    await t.app.database.pool.query(`update muted_conversations set expires_at = now() - interval '1 second' where member_id = $1`, [
      ann!.id,
    ]);
    await chat.say(bea!, direct, 'back again');
    await tellNow(direct);
    expect(await messageNotificationsOf(ann!)).toEqual([expect.objectContaining({ subject_id: null })]);
  });

  it('queues one job for a burst of twenty messages, whose notice names the last author and stops at a read marker on the last message', async () => {
    const [ann, bea, cal, dan] = await chat.friends(4);
    const group = await chat.startGroup(ann!, [bea!, cal!, dan!]);
    await chat.say(bea!, group.channel, 'message 1');
    const queued = await queuedNotice(group.channel);
    for (let index = 2; index < 20; index++) await chat.say(bea!, group.channel, `message ${index}`);
    const last = await chat.say(cal!, group.channel, 'message 20');
    await chat.markRead(dan!, group.channel, last);

    // graphile-worker counts each `add_job` after the first on the job's row.
    expect(await pendingNotice(group.channel)).toEqual({ ...queued, revision: 0 });
    await tellNow(group.channel);
    const aboutCal = expect.objectContaining({ subject_id: group.id, actor: expect.objectContaining({ user_id: cal!.id }) });
    expect(await messageNotificationsOf(ann!)).toEqual([aboutCal]);
    expect(await messageNotificationsOf(bea!)).toEqual([aboutCal]);
    expect(await messageNotificationsOf(cal!)).toEqual([]);
    expect(await messageNotificationsOf(dan!)).toEqual([]);
  });

  it('tells the first author of a reply written while the notice waited, without queueing it again', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    await chat.say(ann!, channel, 'lunch?');
    const queued = await queuedNotice(channel);
    await chat.say(bea!, channel, 'yes!');

    expect(await pendingNotice(channel)).toEqual(queued);
    await tellNow(channel);
    expect(await messageNotificationsOf(ann!)).toEqual([expect.objectContaining({ actor: expect.objectContaining({ user_id: bea!.id }) })]);
    expect(await messageNotificationsOf(bea!)).toEqual([]);
  });

  it('does not put off a notice another node queued: a busy conversation is still told when it was due', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    await t.app.database.pool.query(
      `select graphile_worker.add_job('message-notice', json_build_object('channel', $1::text), run_at => now() + interval '10 minutes',
        job_key => $2, job_key_mode => 'preserve_run_at')`,
      [channel, noticeKeyOf(channel)],
    );
    const queued = await queuedNotice(channel);
    // This node knows nothing of that job: its first message queues the notice again, the next ones need not.
    for (const text of ['one', 'two', 'three']) await chat.say(bea!, channel, text);

    await until(async () => ((await pendingNotice(channel))?.revision ?? 0) >= 1, 'the first message did not queue the notice');
    expect(await pendingNotice(channel)).toEqual({ ...queued, revision: 1 });
    await tellNow(channel);
    expect(await messageNotificationsOf(ann!)).toEqual([expect.objectContaining({ actor: expect.objectContaining({ user_id: bea!.id }) })]);
  });

  it('runs a notice queued before notices read the conversation, whose payload also names its message', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    const timetoken = await chat.say(ann!, channel, 'still there?');
    await queuedNotice(channel);
    // graphile-worker's add_job replaces the pending job of the same key, payload and all.
    await t.app.database.pool.query(
      "select graphile_worker.add_job('message-notice', $2::json, job_key => $1, run_at => now() + interval '1 hour')",
      [noticeKeyOf(channel), JSON.stringify({ channel, timetoken, authorId: ann!.id })],
    );

    await tellNow(channel);
    expect(await messageNotificationsOf(bea!)).toEqual([expect.objectContaining({ actor: expect.objectContaining({ user_id: ann!.id }) })]);
  });
});
