import { groupChannelOf, groupLimits, liveGroupsChange, realtimeUuidOf, userChannelOf } from '@meshwork/contracts';
import { memberCalls, sdkClient, sdkFailure } from '@meshwork/realtime-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys, realtimeOf } from '../realtime/testing/realtimeTesting.js';

const sub = realtimeKeys.subscribeKey;
const enc = encodeURIComponent;
const refused = { status: 403, error: true, message: 'Forbidden', service: 'Access Manager' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** A member with `count` friends, all signed in. */
async function memberWithFriends(count: number): Promise<[SignedInMember, ...SignedInMember[]]> {
  const owner = await signedInMember(t);
  const friends: SignedInMember[] = [];
  for (let index = 0; index < count; index++) {
    const friend = await signedInMember(t);
    await befriend(owner, friend);
    friends.push(friend);
  }
  return [owner, ...friends];
}

async function startGroup(owner: SignedInMember, friends: SignedInMember[], name = 'Climbing') {
  const answer = await owner.call('POST', '/groups', { name, member_ids: friends.map((friend) => friend.id) });
  expect(answer.status).toBe(201);
  return answer.body.output as { id: string; channel: string; members: Array<{ user_id: string; role: string }> };
}

const historyOf = (member: SignedInMember, channel: string) =>
  memberCalls(realtimeOf(t), member).request('GET', `/v3/history/sub-key/${sub}/channel/${enc(channel)}`);

describe('group conversations', () => {
  it('starts a group of friends: the creator is its admin, the channel’s objects name it and list its members, and it says so', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const group = await startGroup(ann, [bea!, cal!]);
    expect(group.channel).toBe(groupChannelOf(group.id));
    expect(group.members.map((member) => [member.user_id, member.role]).sort()).toEqual(
      [
        [ann.id, 'admin'],
        [bea!.id, 'member'],
        [cal!.id, 'member'],
      ].sort(),
    );
    const asBea = memberCalls(realtimeOf(t), bea!);
    const metadata = await asBea.request('GET', `/v2/objects/${sub}/channels/${enc(group.channel)}`);
    expect(metadata.body.data.name).toBe('Climbing');
    const uuids = await asBea.request('GET', `/v2/objects/${sub}/channels/${enc(group.channel)}/uuids`);
    expect(uuids.body.data.map((row: { uuid: { id: string } }) => row.uuid.id).sort()).toEqual(
      [ann, bea!, cal!].map((member) => realtimeUuidOf(member.id)).sort(),
    );
    const history = await historyOf(cal!, group.channel);
    expect(history.body.channels[group.channel].map((entry: { message: unknown }) => entry.message)).toEqual([
      { group_event: 'created', by: ann.id, name: 'Climbing', members: [bea!.id, cal!.id] },
    ]);
    expect((await bea!.call('GET', '/groups')).body.output.map((row: { id: string }) => row.id)).toEqual([group.id]);
  });

  it('lets only current members publish, subscribe, read history, see presence and change their membership', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const outsider = await signedInMember(t);
    const group = await startGroup(ann, [bea!, cal!]);
    const asBea = memberCalls(realtimeOf(t), bea!);
    const asOutsider = memberCalls(realtimeOf(t), outsider);
    expect((await asBea.publish(group.channel, { text: 'hi' })).status).toBe(200);
    expect((await asOutsider.publish(group.channel, { text: 'let me in' })).status).toBe(403);
    expect((await asOutsider.request('GET', `/v2/subscribe/${sub}/${enc(group.channel)}/0`)).status).toBe(403);
    expect((await asOutsider.request('GET', `/v2/subscribe/${sub}/${enc(`${group.channel}-pnpres`)}/0`)).status).toBe(403);
    expect((await historyOf(outsider, group.channel)).status).toBe(403);
    expect((await asOutsider.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(group.channel)}`)).status).toBe(403);
    expect((await asOutsider.request('GET', `/v2/objects/${sub}/channels/${enc(group.channel)}/uuids`)).status).toBe(403);
    const join = { set: [{ channel: { id: group.channel } }] };
    expect((await asOutsider.request('PATCH', `/v2/objects/${sub}/uuids/${enc(outsider.uuid)}/channels`, join)).status).toBe(403);
    expect((await asBea.request('PATCH', `/v2/objects/${sub}/uuids/${enc(bea!.uuid)}/channels`, join)).status).toBe(200);
    // The product alone names the group: no member rewrites its metadata.
    expect((await asBea.request('PATCH', `/v2/objects/${sub}/channels/${enc(group.channel)}`, { name: 'Mine now' })).status).toBe(403);
    expect((await outsider.call('GET', `/groups/${group.id}`)).status).toBe(404);
  });

  it('cuts a removed member off at once: its held subscribe ends with 403 and its membership leaves the objects data', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const group = await startGroup(ann, [bea!, cal!]);
    const asCal = memberCalls(realtimeOf(t), cal!);
    const held = await asCal.heldSubscribe([group.channel]);
    expect((await ann.call('DELETE', `/groups/${group.id}/members/${cal!.id}`)).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: { ...refused, payload: { channels: [group.channel] } } });
    expect((await asCal.publish(group.channel, { text: 'still here?' })).status).toBe(403);
    expect((await historyOf(cal!, group.channel)).status).toBe(403);
    const uuids = await memberCalls(realtimeOf(t), bea!).request('GET', `/v2/objects/${sub}/channels/${enc(group.channel)}/uuids`);
    expect(uuids.body.data.map((row: { uuid: { id: string } }) => row.uuid.id)).not.toContain(realtimeUuidOf(cal!.id));
    const messages = (await historyOf(bea!, group.channel)).body.channels[group.channel].map(
      (entry: { message: unknown }) => entry.message,
    );
    expect(messages.at(-1)).toEqual({ group_event: 'removed', by: ann.id, members: [cal!.id], names: { [cal!.id]: cal!.nickname } });
  });

  it('tells members on their own channel when they join or leave a group, so their lists follow live', async () => {
    const [ann, bea, cal, dan] = await memberWithFriends(3);
    const toldOnOwnChannel = async (member: SignedInMember, change: () => Promise<unknown>) => {
      const calls = memberCalls(realtimeOf(t), member);
      const channel = userChannelOf(member.id);
      const held = await calls.heldSubscribe([channel]);
      await change();
      // The access change answers the held request first (it is checked again); the message follows from its cursor.
      let answer = await held.answer;
      for (let tries = 0; answer.body.m.length === 0 && tries < 3; tries++)
        answer = await calls.request('GET', `/v2/subscribe/${sub}/${enc(channel)}/0?tt=${answer.body.t.t}&tr=${answer.body.t.r}`);
      return answer.body.m.map((envelope: { d: unknown }) => envelope.d);
    };
    let group: { id: string } | undefined;
    expect(await toldOnOwnChannel(bea!, async () => (group = await startGroup(ann, [bea!, cal!])))).toEqual([liveGroupsChange]);
    expect(await toldOnOwnChannel(dan!, () => ann.call('POST', `/groups/${group!.id}/members`, { member_ids: [dan!.id] }))).toEqual([
      liveGroupsChange,
    ]);
    expect(await toldOnOwnChannel(cal!, () => ann.call('DELETE', `/groups/${group!.id}/members/${cal!.id}`))).toEqual([liveGroupsChange]);
  });

  it('shares files with current members only: a removed member can no longer list, download or upload them', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const group = await startGroup(ann, [bea!, cal!]);
    const sdkOf = (member: SignedInMember) => sdkClient(realtimeOf(t), { uuid: member.uuid, authKey: member.token }).client;
    const photo = { data: Buffer.from('holiday'), name: 'holiday.txt', mimeType: 'text/plain' };
    const sent = await sdkOf(bea!).sendFile({ channel: group.channel, file: photo, message: { key: 'k1' } });
    const fileUrlAs = (member: SignedInMember) => sdkOf(member).getFileUrl({ channel: group.channel, id: sent.id, name: sent.name });
    expect((await sdkOf(cal!).listFiles({ channel: group.channel })).data.map((file: { id: string }) => file.id)).toEqual([sent.id]);
    expect(await (await fetch(fileUrlAs(cal!))).text()).toBe('holiday');

    expect((await ann.call('DELETE', `/groups/${group.id}/members/${cal!.id}`)).status).toBe(200);
    expect((await sdkFailure(sdkOf(cal!).listFiles({ channel: group.channel }))).statusCode).toBe(403);
    expect((await fetch(fileUrlAs(cal!))).status).toBe(403);
    expect((await sdkFailure(sdkOf(cal!).sendFile({ channel: group.channel, file: photo }))).statusCode).toBe(403);
    expect(await (await fetch(fileUrlAs(ann))).text()).toBe('holiday');
  });

  it('lets admins only add and remove; a member may leave, and the group keeps an admin', async () => {
    const [ann, bea, cal, dan] = await memberWithFriends(3);
    await befriend(bea!, dan!);
    const group = await startGroup(ann, [bea!, cal!]);
    expect((await bea!.call('POST', `/groups/${group.id}/members`, { member_ids: [dan!.id] })).status).toBe(403);
    expect((await bea!.call('DELETE', `/groups/${group.id}/members/${cal!.id}`)).status).toBe(403);
    expect((await bea!.call('PATCH', `/groups/${group.id}`, { name: 'Ours' })).status).toBe(403);
    expect((await ann.call('POST', `/groups/${group.id}/members`, { member_ids: [dan!.id] })).status).toBe(200);
    expect((await memberCalls(realtimeOf(t), dan!).publish(group.channel, { text: 'hello' })).status).toBe(200);
    expect((await ann.call('DELETE', `/groups/${group.id}/members/${ann.id}`)).status).toBe(200);
    const after = (await bea!.call('GET', `/groups/${group.id}`)).body.output as { members: Array<{ user_id: string; role: string }> };
    const admins = after.members.filter((member) => member.role === 'admin').map((member) => member.user_id);
    expect(admins).toHaveLength(1);
    const admin = [bea!, cal!, dan!].find((member) => member.id === admins[0])!;
    expect((await admin.call('PATCH', `/groups/${group.id}`, { name: 'Ours' })).body.output.name).toBe('Ours');
  });

  it('adds friends only, up to the cap, and refuses bad names and too few friends', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const stranger = await signedInMember(t);
    const notFriends = await ann.call('POST', '/groups', { name: 'Strangers', member_ids: [bea!.id, stranger.id] });
    expect(notFriends.status).toBe(422);
    for (const name of ['', '   ', 'x'.repeat(groupLimits.nameMaxLength + 1)])
      expect((await ann.call('POST', '/groups', { name, member_ids: [bea!.id, cal!.id] })).status).toBe(422);
    expect((await ann.call('POST', '/groups', { name: 'Pair', member_ids: [bea!.id] })).status).toBe(422);
    expect((await ann.call('POST', '/groups', { name: 'Pair', member_ids: [bea!.id, bea!.id] })).status).toBe(422);

    const group = await startGroup(ann, [bea!, cal!]);
    expect((await ann.call('POST', `/groups/${group.id}/members`, { member_ids: [stranger.id] })).status).toBe(422);
    // Friends straight in the database, enough to pass the cap.
    const others = await Promise.all(Array.from({ length: groupLimits.membersMax - 2 }, () => createMember(t.app)));
    await t.app.database.db
      .insert(friendships)
      .values(others.map((other) => ({ requesterId: ann.id, addresseeId: other.id, status: 'accepted' as const, acceptedAt: new Date() })));
    const overCap = await ann.call('POST', `/groups/${group.id}/members`, { member_ids: others.map((other) => other.id) });
    expect(overCap.status).toBe(422);
    const upToCap = await ann.call('POST', `/groups/${group.id}/members`, { member_ids: others.slice(1).map((other) => other.id) });
    expect(upToCap.body.output.members).toHaveLength(groupLimits.membersMax);
  });

  it('takes an image by its content, resized to a square WebP that members only may fetch', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const outsider = await signedInMember(t);
    const group = await startGroup(ann, [bea!, cal!]);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png]), 'group.txt');
    const upload = await fetch(`${t.baseUrl}/api/groups/${group.id}/image?token=${ann.token}`, { method: 'PUT', body: form });
    expect(upload.status).toBe(200);
    const imageUrl = ((await upload.json()) as { output: { image_url: string } }).output.image_url;
    const fetchAs = (member: SignedInMember) => fetch(`${t.baseUrl}${imageUrl}&token=${member.token}`);
    const image = await fetchAs(bea!);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });
    expect((await fetchAs(outsider)).status).toBe(404);
  });

  it('counts a member’s unread messages from its own read marker, and refuses counts, actions and files to a non-member', async () => {
    const [ann, bea, cal] = await memberWithFriends(2);
    const outsider = await signedInMember(t);
    const group = await startGroup(ann, [bea!, cal!]);
    const asAnn = memberCalls(realtimeOf(t), ann);
    const asBea = memberCalls(realtimeOf(t), bea!);
    const asOutsider = memberCalls(realtimeOf(t), outsider);
    const first = await asAnn.publish(group.channel, { text: 'one', key: 'k1' });
    const readUpTo = String(first.body[2]);
    await asAnn.publish(group.channel, { text: 'two', key: 'k2' });
    await asAnn.publish(group.channel, { text: 'three', key: 'k3' });
    // Bea's read marker is her own membership's lastRead, as in a direct conversation.
    const mark = { set: [{ channel: { id: group.channel }, custom: { lastRead: readUpTo } }] };
    expect((await asBea.request('PATCH', `/v2/objects/${sub}/uuids/${enc(bea!.uuid)}/channels?include=custom`, mark)).status).toBe(200);
    const memberships = await asBea.request('GET', `/v2/objects/${sub}/uuids/${enc(bea!.uuid)}/channels?include=custom`);
    const marker = memberships.body.data.find((row: { channel: { id: string } }) => row.channel.id === group.channel).custom.lastRead;
    expect(marker).toBe(readUpTo);
    const countsPath = `/v3/history/sub-key/${sub}/message-counts/${enc(group.channel)}?channelsTimetoken=${marker}`;
    expect((await asBea.request('GET', countsPath)).body.channels).toEqual({ [group.channel]: 2 });
    expect((await asOutsider.request('GET', countsPath)).status).toBe(403);

    const onFirst = `/v1/message-actions/${sub}/channel/${enc(group.channel)}/message/${readUpTo}`;
    expect((await asBea.request('POST', onFirst, { type: 'reaction', value: '👍' })).status).toBe(200);
    for (const action of [
      { type: 'reaction', value: '👍' },
      { type: 'edit', value: 'x|taken over' },
      { type: 'delete', value: '1' },
    ])
      expect((await asOutsider.request('POST', onFirst, action)).status).toBe(403);
    const upload = `/v1/files/${sub}/channels/${enc(group.channel)}/generate-upload-url`;
    expect((await asOutsider.request('POST', upload, { name: 'a.png' })).status).toBe(403);
    expect((await asBea.request('POST', upload, { name: 'a.png' })).status).toBe(200);
  });
});
