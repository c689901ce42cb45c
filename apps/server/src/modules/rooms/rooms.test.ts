import { encodeRoomPose, realtimeUuidOf, roomLimits, roomsCopy, type Room, type RoomEntry } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys, realtimeOf } from '../realtime/testing/realtimeTesting.js';

const { publishKey: pub, subscribeKey: sub } = realtimeKeys;
const enc = encodeURIComponent;
const refused = { status: 403, error: true, message: 'Forbidden', service: 'Access Manager' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function friends(): Promise<[SignedInMember, SignedInMember]> {
  const [host, friend] = [await signedInMember(t), await signedInMember(t)];
  await befriend(host, friend);
  return [host, friend];
}

const homeRoomOf = async (viewer: SignedInMember, member: SignedInMember) =>
  (await viewer.call('GET', `/rooms/home/${member.id}`)).body.output as Room;

async function enter(member: SignedInMember, roomId: string): Promise<RoomEntry> {
  const { status, body } = await member.call('POST', `/rooms/${roomId}/enter`);
  expect(status).toBe(200);
  return body.output as RoomEntry;
}

/** A member's subscribe loop on a room's channel, held by the server until something happens; it makes them present there. */
const heldOn = (member: SignedInMember, channel: string) => memberCalls(realtimeOf(t), member).heldSubscribe([channel]);

const signal = (member: SignedInMember, channel: string, payload: unknown) =>
  memberCalls(realtimeOf(t), member).request('GET', `/signal/${pub}/${sub}/0/${enc(channel)}/0/${enc(JSON.stringify(payload))}`);

describe('rooms', () => {
  it('opens a home room to the host’s friends: entering admits them to its channel, where poses travel as signals', async () => {
    const [ann, bea] = await friends();
    const room = await homeRoomOf(bea, ann);
    expect(room).toMatchObject({
      kind: 'home',
      access: 'friends',
      scene: 'lounge',
      name: roomsCopy.homeName(ann.nickname),
      is_host: false,
    });
    expect((await homeRoomOf(ann, ann)).id).toBe(room.id);
    // Not yet entered: the channel is closed.
    expect((await signal(bea, room.channel, 'x')).status).toBe(403);
    const annEntry = await enter(ann, room.id);
    expect(annEntry.me.user_id).toBe(ann.id);
    await enter(bea, room.id);
    const held = await heldOn(ann, room.channel);
    const pose = encodeRoomPose({ position: [1.5, 0, -2], yaw: 0.5, pitch: 0, headHeight: 1.6 });
    expect((await signal(bea, room.channel, pose)).status).toBe(200);
    const answer = await held.answer;
    expect(answer.body.m.map((envelope: { d: unknown; e?: number }) => [envelope.d, envelope.e])).toContainEqual([pose, 1]);
  });

  it('shows who is inside, friends or not, from the service’s presence', async () => {
    const [ann, bea] = await friends();
    const stranger = await signedInMember(t);
    const room = (await ann.call('POST', '/rooms', { name: 'Open mic', scene: 'rooftop', access: 'link' })).body.output as Room;
    expect(room).toMatchObject({ kind: 'made', name: 'Open mic', is_host: true, people: [] });
    await enter(ann, room.id);
    await heldOn(ann, room.channel);
    await enter(stranger, room.id);
    await heldOn(stranger, room.channel);
    const seen = (await bea.call('GET', `/rooms/${room.id}`)).body.output as Room;
    expect(seen.people.map((person) => person.user_id).sort()).toEqual([ann.id, stranger.id].sort());
    // The stranger sees the host's presence on the room's channel, though they are not friends.
    const hereNow = await memberCalls(realtimeOf(t), stranger).request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(room.channel)}`);
    expect(hereNow.body.uuids).toContain(realtimeUuidOf(ann.id));
  });

  it('keeps a stranger out of a friends room: neither the page, entering, nor its channels', async () => {
    const [ann] = await friends();
    const stranger = await signedInMember(t);
    const room = await homeRoomOf(ann, ann);
    for (const [method, path] of [
      ['GET', `/rooms/${room.id}`],
      ['POST', `/rooms/${room.id}/enter`],
      ['GET', `/rooms/home/${ann.id}`],
    ] as const) {
      const { status, body } = await stranger.call(method, path);
      expect([status, body.message]).toEqual([404, roomsCopy.roomNotFound]);
    }
    const calls = memberCalls(realtimeOf(t), stranger);
    expect((await calls.request('GET', `/v2/subscribe/${sub}/${enc(room.channel)}/0`)).status).toBe(403);
    expect((await calls.request('GET', `/v2/subscribe/${sub}/${enc(`${room.channel}-pnpres`)}/0`)).status).toBe(403);
    expect((await calls.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(room.channel)}`)).status).toBe(403);
    expect((await calls.publish(room.channel, { room: 'emote', emote: 'wave' })).status).toBe(403);
  });

  it('lets the host remove someone: their held subscribe ends at once, and they may not come back for a while', async () => {
    const [ann, bea] = await friends();
    const room = await homeRoomOf(ann, ann);
    await enter(bea, room.id);
    const held = await heldOn(bea, room.channel);
    expect((await bea.call('POST', `/rooms/${room.id}/people/${ann.id}/remove`)).status).toBe(403);
    expect((await ann.call('POST', `/rooms/${room.id}/people/${bea.id}/remove`)).status).toBe(200);
    // The held poll answers with why, the next one is refused: the subscription ends at once.
    const told = await held.answer;
    expect(told.body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual([{ room: 'removed', member_id: bea.id }]);
    const next = await memberCalls(realtimeOf(t), bea).request(
      'GET',
      `/v2/subscribe/${sub}/${enc(room.channel)}/0?tt=${told.body.t.t}&tr=${told.body.t.r}`,
    );
    expect(next).toMatchObject({ status: 403, body: { ...refused, payload: { channels: [room.channel] } } });
    expect((await signal(bea, room.channel, 'x')).status).toBe(403);
    const again = await bea.call('POST', `/rooms/${room.id}/enter`);
    expect([again.status, again.body.message]).toEqual([403, roomsCopy.removed]);
  });

  it('closes the channel when the rule stops admitting someone: a friendship ended', async () => {
    const [ann, bea] = await friends();
    const room = await homeRoomOf(ann, ann);
    await enter(bea, room.id);
    const held = await heldOn(bea, room.channel);
    expect((await ann.call('DELETE', `/friends/${bea.id}`)).status).toBe(200);
    expect((await held.answer).status).toBe(403);
    expect((await bea.call('POST', `/rooms/${room.id}/enter`)).status).toBe(404);
  });

  it('tells the room who comes and goes and what the host does', async () => {
    const [ann, bea] = await friends();
    const room = await homeRoomOf(ann, ann);
    await enter(ann, room.id);
    const watch = async (act: () => Promise<unknown>) => {
      const held = await memberCalls(realtimeOf(t), ann).heldSubscribe([room.channel]);
      await act();
      return (await held.answer).body.m.map((envelope: { d: unknown }) => envelope.d);
    };
    const joined = await watch(() => enter(bea, room.id));
    expect(joined).toEqual([{ room: 'joined', person: expect.objectContaining({ user_id: bea.id, avatar_url: null }) }]);
    expect(await watch(() => ann.call('POST', `/rooms/${room.id}/people/${bea.id}/move`, { x: 2, z: -1 }))).toEqual([
      { room: 'moved', member_id: bea.id, x: 2, z: -1 },
    ]);
    expect(await watch(() => ann.call('POST', `/rooms/${room.id}/people/${bea.id}/mute`))).toEqual([
      { room: 'host-muted', member_id: bea.id },
    ]);
    expect(await watch(() => bea.call('POST', `/rooms/${room.id}/leave`))).toEqual([{ room: 'left', member_id: bea.id }]);
  });

  it('makes rooms for a group’s members and for invited friends only', async () => {
    const [ann, bea] = await friends();
    const [cal, stranger] = [await signedInMember(t), await signedInMember(t)];
    await befriend(ann, cal);
    const refusedInvite = await ann.call('POST', '/rooms', { name: 'Study', scene: 'park', access: 'invited', invitee_ids: [stranger.id] });
    expect([refusedInvite.status, refusedInvite.body.message]).toEqual([422, roomsCopy.inviteFriendsOnly]);
    const invited = (await ann.call('POST', '/rooms', { name: 'Study', scene: 'park', access: 'invited', invitee_ids: [bea.id] })).body
      .output as Room;
    expect((await bea.call('GET', '/rooms')).body.output.items.map((room: Room) => room.id)).toContain(invited.id);
    expect((await cal.call('POST', `/rooms/${invited.id}/enter`)).status).toBe(404);
    await enter(bea, invited.id);
    const group = (await ann.call('POST', '/groups', { name: 'Climbing', member_ids: [bea.id, cal.id] })).body.output as { id: string };
    const groupRoom = (await cal.call('GET', `/rooms/group/${group.id}`)).body.output as Room;
    expect(groupRoom).toMatchObject({ kind: 'group', name: 'Climbing', host: null, is_host: false });
    expect(((await ann.call('GET', `/rooms/group/${group.id}`)).body.output as Room).is_host).toBe(true);
    expect((await stranger.call('GET', `/rooms/group/${group.id}`)).status).toBe(404);
    expect((await stranger.call('POST', `/rooms/${groupRoom.id}/enter`)).status).toBe(404);
  });

  it('refuses bad input with clear errors', async () => {
    const [ann] = await friends();
    const room = await homeRoomOf(ann, ann);
    const badScene = await ann.call('POST', '/rooms', { name: 'X', scene: 'moon', access: 'link' });
    expect(badScene.status).toBe(422);
    expect((await ann.call('POST', '/rooms', { name: 'X', scene: 'park', access: 'group' })).status).toBe(422);
    expect(
      (await ann.call('POST', '/rooms', { name: 'x'.repeat(roomLimits.nameMaxLength + 1), scene: 'park', access: 'link' })).status,
    ).toBe(422);
    expect((await ann.call('GET', '/rooms/not-a-uuid')).status).toBe(422);
    expect((await ann.call('POST', `/rooms/${room.id}/people/${ann.id}/move`, { x: 1e9, z: 0 })).status).toBe(422);
    const rename = await ann.call('PATCH', `/rooms/${room.id}`, { name: 'Mine' });
    expect([rename.status, rename.body.message]).toEqual([422, roomsCopy.homeOnlyScene]);
    expect(((await ann.call('PATCH', `/rooms/${room.id}`, { scene: 'park' })).body.output as Room).scene).toBe('park');
    expect((await ann.call('DELETE', `/rooms/${room.id}`)).status).toBe(403);
  });
});
