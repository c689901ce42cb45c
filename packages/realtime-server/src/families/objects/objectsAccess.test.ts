import { directChannelOf, publicChannelOf, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { memberCalls } from '../../../test/memberCalls.js';
import { runPrefix } from '../../../test/runPrefix.js';
import type { TestMember } from '../../../test/testAccess.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer();
});
afterAll(() => t.close());

const objects = `/v2/objects/${testKeys.subscribeKey}`;
const enc = encodeURIComponent;
const ids = (answer: { body: { data: { channel?: { id: string }; uuid?: { id: string } }[] } }) =>
  answer.body.data.map((item) => item.channel?.id ?? item.uuid?.id);

/** Rows as an older server let any member write them: memberships in any channel, metadata of any channel. */
async function seedMemberships(rows: Array<[uuid: string, channel: string]>) {
  for (const [uuid, channel] of rows)
    await t.pool.query(`insert into realtime_memberships (uuid_id, channel_id, updated, etag) values ($1, $2, now(), 'seed')`, [
      uuid,
      channel,
    ]);
}

async function seedChannelMetadata(channel: string, custom: Record<string, string>) {
  await t.pool.query(`insert into realtime_channel_metadata (id, name, custom, updated, etag) values ($1, 'seeded', $2, now(), 'seed')`, [
    channel,
    JSON.stringify(custom),
  ]);
}

const forbiddenBody = (payload: Record<string, string[]>) => ({
  status: 403,
  error: true,
  message: 'Forbidden',
  service: 'Access Manager',
  payload,
});

describe('objects writes follow channel and uuid access', () => {
  let ada: TestMember, bob: TestMember, carol: TestMember;
  beforeAll(async () => {
    [ada, bob, carol] = [t.access.member(), t.access.member(), t.access.member()];
  });

  it("refuses a membership in another pair's conversation or another member's user channel, and publishes nothing there", async () => {
    const conversation = directChannelOf(ada.id, bob.id);
    const heldByBob = await memberCalls(t, bob).heldSubscribe([conversation]);
    const intruder = memberCalls(t, carol);
    for (const channel of [conversation, userChannelOf(ada.id)]) {
      const answer = await intruder.request('PATCH', `${objects}/uuids/${enc(carol.uuid)}/channels?include=channel.custom`, {
        set: [{ channel: { id: channel }, custom: { said: 'carol was here' } }],
      });
      expect(answer).toEqual({ status: 403, body: forbiddenBody({ channels: [channel] }) });
    }
    expect((await memberCalls(t, ada).publish(conversation, 'after')).status).toBe(200);
    // The first thing Bob hears in the conversation is Ada's message: no objects event came before it.
    const heard = await heldByBob.answer;
    expect(heard.body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual(['after']);
    const rows = await t.pool.query('select channel_id from realtime_memberships where uuid_id = $1', [carol.uuid]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses a member its own membership of a conversation closed by a block', async () => {
    const [dave, erin] = [t.access.member(), t.access.member()];
    const conversation = directChannelOf(dave.id, erin.id);
    const setMembership = () =>
      memberCalls(t, erin).request('PATCH', `${objects}/uuids/${enc(erin.uuid)}/channels`, { set: [{ channel: { id: conversation } }] });
    expect((await setMembership()).status).toBe(200);
    await t.access.block(dave, erin);
    expect(await setMembership()).toEqual({ status: 403, body: forbiddenBody({ channels: [conversation] }) });
    const removal = await memberCalls(t, erin).request('PATCH', `${objects}/uuids/${enc(erin.uuid)}/channels`, {
      delete: [{ channel: { id: conversation } }],
    });
    expect(removal.status).toBe(403);
  });

  it("refuses to make another member's uuid a member of a channel", async () => {
    const lobby = publicChannelOf(`${runPrefix}-members`);
    const answer = await memberCalls(t, ada).request('PATCH', `${objects}/channels/${enc(lobby)}/uuids`, {
      set: [{ uuid: { id: ada.uuid } }, { uuid: { id: carol.uuid } }],
    });
    expect(answer).toEqual({ status: 403, body: forbiddenBody({ uuids: [carol.uuid] }) });
    const own = await memberCalls(t, ada).request('PATCH', `${objects}/channels/${enc(lobby)}/uuids`, {
      set: [{ uuid: { id: ada.uuid } }],
    });
    expect(ids(own)).toEqual([ada.uuid]);
  });
});

describe('objects reads never reveal what the caller may not read', () => {
  let ada: TestMember, bob: TestMember, carol: TestMember, eve: TestMember;
  const lobby = publicChannelOf(`${runPrefix}-lobby`);
  beforeAll(async () => {
    [ada, bob, carol, eve] = [t.access.member(), t.access.member(), t.access.member(), t.access.member()];
    await t.access.befriend(ada, carol);
    await seedChannelMetadata(directChannelOf(ada.id, bob.id), { topic: 'private' });
    await seedMemberships([
      [eve.uuid, directChannelOf(ada.id, bob.id)],
      [eve.uuid, userChannelOf(ada.id)],
      [eve.uuid, lobby],
      [ada.uuid, lobby],
      [carol.uuid, lobby],
      [bob.uuid, directChannelOf(ada.id, bob.id)],
    ]);
  });

  it("leaves other pairs' conversations and other members' channels out of a uuid's memberships", async () => {
    const answer = await memberCalls(t, eve).request(
      'GET',
      `${objects}/uuids/${enc(eve.uuid)}/channels?include=channel,channel.custom&count=true`,
    );
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([lobby]);
    expect(answer.body.totalCount).toBe(1);
    expect(JSON.stringify(answer.body)).not.toContain('private');
  });

  it('leaves uuids the caller may not see out of a channel’s members', async () => {
    const answer = await memberCalls(t, ada).request('GET', `${objects}/channels/${enc(lobby)}/uuids?include=uuid&count=true`);
    expect(answer.status).toBe(200);
    expect(ids(answer).sort()).toEqual([ada.uuid, carol.uuid].sort());
    expect(answer.body.totalCount).toBe(2);
  });

  it("shows a friend's memberships only in channels the caller may read, and refuses a stranger's", async () => {
    const friend = await memberCalls(t, carol).request('GET', `${objects}/uuids/${enc(ada.uuid)}/channels`);
    expect(ids(friend)).toEqual([lobby]);
    const stranger = await memberCalls(t, carol).request('GET', `${objects}/uuids/${enc(eve.uuid)}/channels`);
    expect(stranger).toEqual({ status: 403, body: forbiddenBody({ uuids: [eve.uuid] }) });
  });

  it('closes the metadata, members and memberships of a conversation once one member blocks the other', async () => {
    const conversation = directChannelOf(ada.id, bob.id);
    const asAda = memberCalls(t, ada);
    expect((await asAda.request('GET', `${objects}/channels/${enc(conversation)}`)).body.data.name).toBe('seeded');
    expect((await asAda.request('GET', `${objects}/channels?filter=${enc("name == 'seeded'")}`)).body.data).toHaveLength(1);
    await asAda.request('PATCH', `${objects}/uuids/${enc(ada.uuid)}/channels`, { set: [{ channel: { id: conversation } }] });

    await t.access.block(bob, ada);
    expect(await asAda.request('GET', `${objects}/channels/${enc(conversation)}`)).toEqual({
      status: 403,
      body: forbiddenBody({ channels: [conversation] }),
    });
    expect((await asAda.request('GET', `${objects}/channels/${enc(conversation)}/uuids`)).status).toBe(403);
    expect((await asAda.request('GET', `${objects}/channels?filter=${enc("name == 'seeded'")}`)).body.data).toEqual([]);
    expect(ids(await asAda.request('GET', `${objects}/uuids/${enc(ada.uuid)}/channels`))).toEqual([lobby]);
  });
});

describe('the channel metadata list', () => {
  it('pages among the channels the caller may read, in the database, with their count', async () => {
    const [ada, bob, carol] = [t.access.member(), t.access.member(), t.access.member()];
    const tag = `paging-${runPrefix}`;
    const readable = Array.from({ length: 45 }, (_, index) => publicChannelOf(`${tag}-${String(index).padStart(2, '0')}`));
    readable.push(userChannelOf(ada.id), directChannelOf(ada.id, bob.id));
    // Others' conversations and user channels, named to sort among the readable ones.
    const hidden = [
      userChannelOf(bob.id),
      directChannelOf(bob.id, carol.id),
      ...Array.from({ length: 30 }, () => userChannelOf(t.access.member().id)),
    ];
    for (const channel of [...readable, ...hidden]) await seedChannelMetadata(channel, { tag });

    const filter = enc(`custom.tag == '${tag}'`);
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const answer = await memberCalls(t, ada).request(
        'GET',
        `${objects}/channels?filter=${filter}&limit=20&count=true${next ? `&start=${next}` : ''}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.totalCount).toBe(readable.length);
      seen.push(...answer.body.data.map((channel: { id: string }) => channel.id));
      next = answer.body.next;
      pages++;
    } while (next);
    expect(pages).toBe(3);
    expect(seen).toEqual([...readable].sort());
  });
});
