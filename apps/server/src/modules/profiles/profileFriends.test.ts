import { profilesCopy, socialCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { profileOf } from '../../../test/profileHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (overrides: Parameters<typeof signedInMember>[1] = {}) => signedInMember(t, overrides);

describe('the friends tab', () => {
  it('lists the member’s friends with friends in common first, and counts them', async () => {
    const [owner, viewer, zed, amy, bob] = await Promise.all([
      member(),
      member(),
      member({ nickname: 'Zed' }),
      member({ nickname: 'Amy' }),
      member({ nickname: 'Bob' }),
    ]);
    for (const friend of [zed, amy, bob]) await befriend(owner, friend);
    await befriend(viewer, zed);
    const { body } = await viewer.call('GET', `/profiles/${owner.member.username}/friends`);
    expect(body.output.items.map((friend: { nickname: string; is_mutual: boolean }) => [friend.nickname, friend.is_mutual])).toEqual([
      ['Zed', true],
      ['Amy', false],
      ['Bob', false],
    ]);
    expect(body.output.mutual_count).toBe(1);
    const own = await owner.call('GET', `/profiles/${owner.member.username}/friends`);
    expect(own.body.output.items.map((friend: { nickname: string }) => friend.nickname)).toEqual(['Amy', 'Bob', 'Zed']);
    expect(own.body.output.mutual_count).toBe(0);
  });

  it('pages across the mutual and other friends without repeating anyone', async () => {
    const [owner, viewer, ...friends] = await Promise.all([member(), member(), member(), member(), member(), member()]);
    for (const friend of friends) await befriend(owner, friend);
    await befriend(viewer, friends[3]!);
    const seen: string[] = [];
    let cursor = '';
    do {
      const { body } = await viewer.call('GET', `/profiles/${owner.member.username}/friends?limit=1${cursor && `&cursor=${cursor}`}`);
      seen.push(...body.output.items.map((friend: { user_id: string }) => friend.user_id));
      cursor = body.output.next_cursor ?? '';
    } while (cursor);
    expect(seen[0]).toBe(friends[3]!.id);
    expect(new Set(seen).size).toBe(4);
    expect(seen).toHaveLength(4);
  });

  it('searches by name ignoring case and accents, treats % and _ as text, and refuses a one-letter or over-long search', async () => {
    const [owner, viewer, chloe, other] = await Promise.all([
      member(),
      member(),
      member({ fullname: 'Chloé Dupont' }),
      member({ fullname: 'Max 100%' }),
    ]);
    await befriend(owner, chloe);
    await befriend(owner, other);
    const search = (text: string) =>
      viewer.call('GET', `/profiles/${owner.member.username}/friends?search_query=${encodeURIComponent(text)}`);
    expect((await search('chloe')).body.output.items.map((friend: { user_id: string }) => friend.user_id)).toEqual([chloe.id]);
    expect((await search('0%')).body.output.items.map((friend: { user_id: string }) => friend.user_id)).toEqual([other.id]);
    expect((await search('%%')).body.output.items).toEqual([]);
    const short = await search('c');
    expect(short.status).toBe(422);
    expect(short.body.extra.message.search_query).toEqual([profilesCopy.searchTooShort]);
    expect((await search('x'.repeat(101))).status).toBe(422);
    expect(
      (await viewer.call('GET', `/profiles/${owner.member.username}/friends?cursor=${Buffer.from('["2","a","b"]').toString('base64url')}`))
        .status,
    ).toBe(422);
  });

  it('leaves out friends the viewer blocks or who block the viewer', async () => {
    const [owner, viewer, blocker] = await Promise.all([member(), member(), member()]);
    await befriend(owner, blocker);
    await blocker.call('POST', `/blocks/${viewer.id}`);
    expect((await viewer.call('GET', `/profiles/${owner.member.username}/friends`)).body.output.items).toEqual([]);
    expect((await profileOf(viewer, owner)).body.output.counts.friends).toBe(0);
  });
});

describe('followers and following', () => {
  it('are public for creators and hidden from others for members who are not', async () => {
    const [creator, plain, fan] = await Promise.all([member({ isCreator: true }), member(), member()]);
    await fan.call('POST', `/follows/${creator.id}`);
    await fan.call('POST', `/follows/${plain.id}`);
    await creator.call('POST', `/follows/${plain.id}`);
    const ids = (response: { body: any }) => response.body.output.items.map((person: { user_id: string }) => person.user_id);
    expect(ids(await fan.call('GET', `/profiles/${creator.member.username}/followers`))).toEqual([fan.id]);
    expect(ids(await fan.call('GET', `/profiles/${creator.member.username}/following`))).toEqual([plain.id]);
    const hidden = { status: 403, body: { error: 'followers_private', message: socialCopy.followersPrivate } };
    expect(await fan.call('GET', `/profiles/${plain.member.username}/followers`)).toMatchObject(hidden);
    expect(await creator.call('GET', `/profiles/${fan.member.username}/following`)).toMatchObject(hidden);
    expect((await profileOf(fan, plain)).body.output.follows_public).toBe(false);
    expect((await plain.call('GET', `/profiles/${plain.member.username}/followers`)).body.output.items).toHaveLength(2);
  });
});
