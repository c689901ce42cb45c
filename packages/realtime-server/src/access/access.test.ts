import { directChannelOf, publicChannelOf, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { runPrefix } from '../../test/runPrefix.js';
import type { TestMember } from '../../test/testAccess.js';

type Member = TestMember;

let t: RealtimeTestServer;
let alice: Member;
let bob: Member;
let carol: Member;
const sub = testKeys.subscribeKey;
const pub = testKeys.publishKey;

beforeAll(async () => {
  t = await startRealtimeServer();
  [alice, bob, carol] = [t.access.member(), t.access.member(), t.access.member()];
  await t.access.befriend(alice, bob);
});
afterAll(() => t.close());

const as = (member: Member, extra = '') => `uuid=${member.uuid}&auth=${member.token}${extra}`;
const enc = encodeURIComponent;

describe('realtime access', () => {
  it('lets a member use its conversations, its user channel and public channels', async () => {
    const conversation = directChannelOf(alice.id, bob.id);
    const channels = [conversation, userChannelOf(alice.id), publicChannelOf(`${runPrefix}-lobby`)];
    const handshake = await t.request('GET', `/v2/subscribe/${sub}/${enc(channels.join(','))}/0?${as(alice)}`);
    expect(handshake.status).toBe(200);
    const sent = await t.request('GET', `/publish/${pub}/${sub}/0/${enc(conversation)}/0/${enc('"hello Bob"')}?${as(alice)}`);
    expect(sent.body).toEqual([1, 'Sent', expect.stringMatching(/^\d{17}$/)]);
    const history = await t.request('GET', `/v3/history/sub-key/${sub}/channel/${enc(conversation)}?${as(bob)}`);
    expect(history.body.channels[conversation][0].message).toBe('hello Bob');
  });

  it("refuses another pair's conversation to subscribe, read, publish and act", async () => {
    const conversation = directChannelOf(alice.id, bob.id);
    const sent = await t.request('GET', `/publish/${pub}/${sub}/0/${enc(conversation)}/0/${enc('"mine"')}?${as(alice)}`);
    const refusals: Array<[Promise<{ status: number; body: any }>, string]> = [
      [t.request('GET', `/v2/subscribe/${sub}/${enc(conversation)}/0?${as(carol)}`), conversation],
      [t.request('GET', `/v2/subscribe/${sub}/${enc(`${conversation}-pnpres`)}/0?${as(carol)}`), `${conversation}-pnpres`],
      [t.request('GET', `/v2/subscribe/${sub}/${enc(userChannelOf(bob.id))}/0?${as(carol)}`), userChannelOf(bob.id)],
      [t.request('GET', `/publish/${pub}/${sub}/0/${enc(conversation)}/0/${enc('"intruding"')}?${as(carol)}`), conversation],
      [t.request('GET', `/v2/history/sub-key/${sub}/channel/${enc(conversation)}?${as(carol)}`), conversation],
      [t.request('GET', `/v3/history/sub-key/${sub}/channel/${enc(conversation)}?${as(carol)}`), conversation],
      [t.request('GET', `/v3/history-with-actions/sub-key/${sub}/channel/${enc(conversation)}?${as(carol)}`), conversation],
      [t.request('GET', `/v1/message-actions/${sub}/channel/${enc(conversation)}?${as(carol)}`), conversation],
      [
        t.request('POST', `/v1/message-actions/${sub}/channel/${enc(conversation)}/message/${sent.body[2]}?${as(carol)}`, {
          body: { type: 'reaction', value: 'smile' },
        }),
        conversation,
      ],
      [t.request('DELETE', `/v3/history/sub-key/${sub}/channel/${enc(conversation)}?${as(alice)}`), conversation],
    ];
    for (const [attempt, channel] of refusals) {
      const answer = await attempt;
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        status: 403,
        error: true,
        message: 'Forbidden',
        service: 'Access Manager',
        payload: { channels: [channel] },
      });
    }
  });

  it('closes a direct conversation when one member blocks the other, both ways', async () => {
    const [dave, erin] = [t.access.member(), t.access.member()];
    const conversation = directChannelOf(dave.id, erin.id);
    const publish = (member: Member) => t.request('GET', `/publish/${pub}/${sub}/0/${enc(conversation)}/0/${enc('"hi"')}?${as(member)}`);
    expect((await publish(erin)).status).toBe(200);
    const group = encodeURIComponent(`${dave.id}:chats`);
    const added = await t.request(
      'GET',
      `/v1/channel-registration/sub-key/${sub}/channel-group/${group}?add=${enc(conversation)}&${as(dave)}`,
    );
    expect(added.status).toBe(200);
    await t.access.block(dave, erin);
    for (const member of [dave, erin]) {
      expect((await publish(member)).status).toBe(403);
      expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(conversation)}/0?${as(member)}`)).status).toBe(403);
      expect((await t.request('GET', `/v3/history/sub-key/${sub}/channel/${enc(conversation)}?${as(member)}`)).status).toBe(403);
    }
    // Nor through a channel group that holds the conversation.
    expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(',')}/0?channel-group=${group}&${as(dave)}`)).status).toBe(403);
    expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(userChannelOf(erin.id))}/0?${as(erin)}`)).status).toBe(200);
  });

  it('refuses a client without a session, with another member’s uuid, or with a token that is no session', async () => {
    const lobby = publicChannelOf(`${runPrefix}-lobby`);
    const noAuth = await t.request('GET', `/v2/subscribe/${sub}/${enc(lobby)}/0?uuid=${alice.uuid}`);
    const wrongUuid = await t.request('GET', `/v2/subscribe/${sub}/${enc(lobby)}/0?uuid=${bob.uuid}&auth=${alice.token}`);
    const unknown = await t.request('GET', `/v2/subscribe/${sub}/${enc(lobby)}/0?uuid=${alice.uuid}&auth=not-a-session`);
    for (const answer of [noAuth, wrongUuid, unknown]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ status: 403, error: true, service: 'Access Manager' });
    }
  });

  it("shows a member's presence to its friends only", async () => {
    const lobby = publicChannelOf(`${runPrefix}-presence`);
    for (const member of [alice, carol])
      await t.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}/heartbeat?${as(member, '&heartbeat=60')}`);
    const uuidsSeenBy = async (member: Member) => {
      for (let tries = 0; tries < 50; tries++) {
        const answer = await t.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}?${as(member)}`);
        if (answer.body.occupancy > 0) return (answer.body.uuids as string[]).sort();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    expect(await uuidsSeenBy(bob)).toEqual([alice.uuid]);
    expect(await uuidsSeenBy(carol)).toEqual([carol.uuid]);
    expect(await uuidsSeenBy(alice)).toEqual([alice.uuid]);
    const whereNow = await t.request('GET', `/v2/presence/sub-key/${sub}/uuid/${alice.uuid}?${as(carol)}`);
    expect(whereNow.body.payload.channels).toEqual([]);
    const getState = await t.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}/uuid/${alice.uuid}?${as(carol)}`);
    expect(getState.status).toBe(403);
  });

  it("lets a member set only its own presence state, even a friend's refused", async () => {
    const lobby = enc(publicChannelOf(`${runPrefix}-state`));
    const setState = (member: Member, uuid: string) =>
      t.request('GET', `/v2/presence/sub-key/${sub}/channel/${lobby}/uuid/${uuid}/data?${as(member)}&state=${enc('{"mood":"ok"}')}`);
    expect((await setState(bob, bob.uuid)).status).toBe(200);
    expect(await setState(bob, alice.uuid)).toEqual({
      status: 403,
      body: { status: 403, error: true, message: 'Forbidden', service: 'Access Manager', payload: { uuids: [alice.uuid] } },
    });
  });
});
