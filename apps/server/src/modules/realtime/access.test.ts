import { directChannelOf, publicChannelOf, realtimeUuidOf, userChannelOf } from '@meshwork/contracts';
import { runPrefix } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys } from './testing/realtimeTesting.js';
import { loginAs, signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';

type Member = SignedInMember;

let t: TestApp;
let alice: Member;
let bob: Member;
const sub = realtimeKeys.subscribeKey;
const pub = realtimeKeys.publishKey;

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = [await signedInMember(t), await signedInMember(t)];
});
afterAll(() => t.close());

const as = (member: Member) => `uuid=${member.uuid}&auth=${member.token}`;
const enc = encodeURIComponent;

/**
 * The product's answers to the realtime service (access.ts): its sessions and blocks. Who sees whose
 * presence is the service's rule (its own access tests), on the friends the product lists
 * (friends/policies.test.ts).
 */
describe('realtime access from the product', () => {
  it('closes a direct conversation when one member blocks the other, both ways', async () => {
    const [dave, erin] = [await signedInMember(t), await signedInMember(t)];
    const conversation = directChannelOf(dave.id, erin.id);
    const publish = (member: Member) => t.request('GET', `/publish/${pub}/${sub}/0/${enc(conversation)}/0/${enc('"hi"')}?${as(member)}`);
    expect((await publish(erin)).status).toBe(200);
    const group = encodeURIComponent(`${dave.id}:chats`);
    const added = await t.request(
      'GET',
      `/v1/channel-registration/sub-key/${sub}/channel-group/${group}?add=${enc(conversation)}&${as(dave)}`,
    );
    expect(added.status).toBe(200);
    expect((await dave.call('POST', `/blocks/${erin.id}`)).status).toBe(200);
    for (const member of [dave, erin]) {
      expect((await publish(member)).status).toBe(403);
      expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(conversation)}/0?${as(member)}`)).status).toBe(403);
      expect((await t.request('GET', `/v3/history/sub-key/${sub}/channel/${enc(conversation)}?${as(member)}`)).status).toBe(403);
    }
    // Nor through a channel group that holds the conversation.
    expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(',')}/0?channel-group=${group}&${as(dave)}`)).status).toBe(403);
    expect((await t.request('GET', `/v2/subscribe/${sub}/${enc(userChannelOf(erin.id))}/0?${as(erin)}`)).status).toBe(200);
  });

  it('takes a full session as auth: refuses none, another member’s uuid, an unknown token and a session waiting for its two-factor code', async () => {
    const lobby = publicChannelOf(`${runPrefix}-lobby`);
    const subscribe = (query: string) => t.request('GET', `/v2/subscribe/${sub}/${enc(lobby)}/0?${query}`);
    expect((await subscribe(as(alice))).status).toBe(200);
    const twoFactor = await createMember(t.app, { hasTwoFa: true });
    const limited = await loginAs(t, twoFactor.username);
    const refusals = [
      await subscribe(`uuid=${alice.uuid}`),
      await subscribe(`uuid=${bob.uuid}&auth=${alice.token}`),
      await subscribe(`uuid=${alice.uuid}&auth=not-a-session`),
      await subscribe(`uuid=${realtimeUuidOf(twoFactor.id)}&auth=${limited.token}`),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ status: 403, error: true, service: 'Access Manager' });
    }
  });
});
