import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const feedOf = async (member: { call: (method: string, path: string) => Promise<{ body: any }> }) =>
  (await member.call('GET', '/social/social-feed')).body.output;

describe('follows', () => {
  it('are one-way, need no consent and show in both counts of the feed', async () => {
    const [fan, idol] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const { status, body } = await fan.call('POST', `/follows/${idol.id}`);
    expect(status).toBe(200);
    expect(body.output.relation).toEqual({ friendship: 'none', following: true, follows_you: false, blocked: false });
    expect(await feedOf(fan)).toMatchObject({ followings_count: 1, followers_count: 0, friends_count: 0 });
    expect(await feedOf(idol)).toMatchObject({ followings_count: 0, followers_count: 1 });

    const unfollowed = await fan.call('DELETE', `/follows/${idol.id}`);
    expect(unfollowed.body.output.relation.following).toBe(false);
    expect(await feedOf(idol)).toMatchObject({ followers_count: 0 });
  });

  it('refuses following twice, unfollowing a member not followed, oneself, unknown members and malformed ids', async () => {
    const [fan, idol] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await fan.call('POST', `/follows/${idol.id}`);
    expect((await fan.call('POST', `/follows/${idol.id}`)).body.error).toBe('already_following');
    expect((await idol.call('DELETE', `/follows/${fan.id}`)).body.error).toBe('not_following');
    expect((await fan.call('POST', `/follows/${fan.id}`)).status).toBe(400);
    expect((await fan.call('POST', '/follows/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fan.call('POST', '/follows/idol')).status).toBe(422);
  });
});
