import { errorsCopy, profilesCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { profileOf, writePost as write } from '../../../test/profileHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { members } from '../../db/schema/index.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (overrides: Parameters<typeof signedInMember>[1] = {}) => signedInMember(t, overrides);

describe('a profile', () => {
  it('answers the member’s names, images, counts, joined date and pinned post to a stranger', async () => {
    const [owner, friend, viewer] = await Promise.all([member({ coverImage: '/files/cover.webp', isCreator: true }), member(), member()]);
    await befriend(owner, friend);
    await viewer.call('POST', `/follows/${owner.id}`);
    const pinned = await write(owner, 'pinned', 'public');
    await owner.call('POST', `/posts/${pinned.id}/pin`);
    const { status, body } = await profileOf(viewer, owner);
    expect(status).toBe(200);
    expect(body.output).toMatchObject({
      user_id: owner.id,
      username: owner.member.username,
      fullname: owner.member.fullname,
      cover_image: '/files/cover.webp',
      is_creator: true,
      is_self: false,
      counts: { friends: 1, followers: 1, following: 0, posts: 1 },
      avatar: null,
      pinned_post_id: pinned.id,
      follows_public: true,
      relation: { friendship: 'none', following: true, follows_you: false, blocked: false },
      joined_at: owner.member.createdAt.toISOString(),
    });
  });

  it('finds the username whatever its case, and knows the member themself', async () => {
    const owner = await member();
    const { body } = await owner.call('GET', `/profiles/${owner.member.username.toUpperCase()}`);
    expect(body.output).toMatchObject({ user_id: owner.id, is_self: true, follows_public: true });
  });

  it('shows the relation: a request sent, a request received, friends', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await a.call('POST', '/friends/requests', { user_id: b.id });
    expect((await profileOf(a, b)).body.output.relation.friendship).toBe('request_sent');
    expect((await profileOf(b, a)).body.output.relation.friendship).toBe('request_received');
    await b.call('POST', `/friends/requests/${a.id}/accept`);
    expect((await profileOf(a, b)).body.output.relation.friendship).toBe('friends');
  });

  it("says whether the viewer muted the member: the viewer's own mute only, never told to the muted or to others", async () => {
    const [muter, muted, other] = await Promise.all([member(), member(), member()]);
    expect((await profileOf(muter, muted)).body.output.muted).toBe(false);
    expect((await muter.call('POST', `/mutes/${muted.id}`)).status).toBe(200);
    expect((await profileOf(muter, muted)).body.output.muted).toBe(true);
    // The muted member sees the muter's profile, and a third member the muted one's, as before.
    expect((await profileOf(muted, muter)).body.output.muted).toBe(false);
    expect((await profileOf(other, muted)).body.output.muted).toBe(false);
    expect((await muted.call('GET', `/profiles/${muted.member.username}`)).body.output.muted).toBe(false);
    expect((await muter.call('DELETE', `/mutes/${muted.id}`)).status).toBe(200);
    expect((await profileOf(muter, muted)).body.output.muted).toBe(false);
  });

  it('answers 404 in one shape for an unknown, a deactivated and a blocking member', async () => {
    const [viewer, leaving, blocker] = await Promise.all([member(), member({ deleteRequestTimestamp: new Date() }), member()]);
    await blocker.call('POST', `/blocks/${viewer.id}`);
    const notFound = { status: 404, body: { error: 'member_not_found', message: errorsCopy.notFound } };
    expect(await viewer.call('GET', '/profiles/nobody_has_this_name')).toMatchObject(notFound);
    expect(await profileOf(viewer, leaving)).toMatchObject(notFound);
    expect(await profileOf(viewer, blocker)).toMatchObject(notFound);
    for (const part of ['posts', 'friends', 'followers', 'following']) {
      expect(await viewer.call('GET', `/profiles/${blocker.member.username}/${part}`)).toMatchObject(notFound);
      expect(await viewer.call('GET', `/profiles/${leaving.member.username}/${part}`)).toMatchObject(notFound);
    }
  });

  it('keeps the header of a member the viewer blocks, marked blocked, but not their timeline or lists', async () => {
    const [viewer, blocked] = await Promise.all([member(), member()]);
    await write(blocked, 'hidden', 'public');
    await viewer.call('POST', `/blocks/${blocked.id}`);
    const { status, body } = await profileOf(viewer, blocked);
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ relation: { blocked: true }, counts: { posts: 0 } });
    expect((await viewer.call('GET', `/profiles/${blocked.member.username}/posts`)).status).toBe(404);
    expect((await viewer.call('GET', `/profiles/${blocked.member.username}/friends`)).status).toBe(404);
  });

  it('a member who left since comes back with reactivation', async () => {
    const [viewer, leaving] = await Promise.all([member(), member()]);
    await t.app.database.db.update(members).set({ deleteRequestTimestamp: new Date() }).where(eq(members.id, leaving.id));
    expect((await profileOf(viewer, leaving)).status).toBe(404);
    await t.app.database.db.update(members).set({ deleteRequestTimestamp: null }).where(eq(members.id, leaving.id));
    expect((await profileOf(viewer, leaving)).status).toBe(200);
  });

  it('refuses a malformed username with 422 and needs a session', async () => {
    const viewer = await member();
    for (const username of ['a'.repeat(31), 'no%20spaces', 'semi;colon']) {
      const { status, body } = await viewer.call('GET', `/profiles/${username}`);
      expect(status, username).toBe(422);
      expect(body.extra.message.username).toEqual([profilesCopy.invalidUsername]);
    }
    expect((await t.request('GET', `/api/profiles/${viewer.member.username}`)).status).toBe(401);
  });

  it('limits each member’s lookups (429 with retry-after), never another’s view of the same profile', async () => {
    const [prober, other] = await Promise.all([member(), member()]);
    const statuses = [];
    for (let i = 0; i <= serverLimits.profileLookupsPerMinute; i += 1)
      statuses.push((await prober.call('GET', `/profiles/guess_${i}`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await other.call('GET', '/profiles/guess_0')).status).toBe(404);
  });
});
