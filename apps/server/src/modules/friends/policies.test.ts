import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { authorize } from '../../http/authorize.js';
import { friendsPolicies, type FriendsPolicies } from './policies.js';

let t: TestApp;
let policies: FriendsPolicies;
beforeAll(async () => {
  t = await startTestApp();
  policies = friendsPolicies(t.app.database.db);
});
afterAll(() => t.close());

/** What `authorize` answers: allowed, or the refusal's status and code. */
const decision = (refused: Promise<void>) =>
  refused.then(
    () => 'allowed',
    (error: { statusCode: number; code: string }) => `${error.statusCode} ${error.code}`,
  );

describe('the friends policies', () => {
  it('let a member act on another unless it is themself, unknown, leaving, or blocking them, without telling which', async () => {
    const [me, other, blocker, blockedByMe] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const leaving = await createMember(t.app, { deleteRequestTimestamp: new Date() });
    await blocker.call('POST', `/blocks/${me.id}`);
    await me.call('POST', `/blocks/${blockedByMe.id}`);
    const interact = (memberId: string) => decision(authorize(policies.interact, me.id, memberId));

    expect(await interact(other.id)).toBe('allowed');
    // The viewer's own block stays reachable, so that it can be lifted.
    expect(await interact(blockedByMe.id)).toBe('allowed');
    expect(await interact(me.id)).toBe('400 self_target');
    for (const hidden of [blocker.id, leaving.id, '00000000-0000-4000-8000-000000000000'])
      expect(await interact(hidden)).toBe('404 member_not_found');
  });

  it('show followers to the member, and those of a creator to whoever the creator does not block', async () => {
    const [member, creator, viewer, blockedByCreator] = await Promise.all([
      signedInMember(t),
      signedInMember(t, { isCreator: true }),
      signedInMember(t),
      signedInMember(t),
    ]);
    await creator.call('POST', `/blocks/${blockedByCreator.id}`);
    const listFollowers = (viewerId: string, memberId: string) => decision(authorize(policies.listFollowers, viewerId, memberId));

    expect(await listFollowers(member.id, member.id)).toBe('allowed');
    expect(await listFollowers(viewer.id, member.id)).toBe('403 followers_private');
    expect(await listFollowers(viewer.id, creator.id)).toBe('allowed');
    expect(await listFollowers(blockedByCreator.id, creator.id)).toBe('404 member_not_found');
  });

  it('show presence to friends only and keep members who share a block apart, whichever blocked', async () => {
    const [me, friend, asked, pest, blocker] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    await befriend(me, friend);
    await me.call('POST', '/friends/requests', { user_id: asked.id });
    await me.call('POST', `/blocks/${pest.id}`);
    await blocker.call('POST', `/blocks/${me.id}`);

    expect(await policies.presenceVisibleTo(me.id)).toEqual(new Set([friend.id]));
    expect(await policies.presenceVisibleTo(friend.id)).toEqual(new Set([me.id]));
    expect(await policies.blockedWith(me.id)).toEqual(new Set([pest.id, blocker.id]));
    expect(await policies.blockedWith(pest.id)).toEqual(new Set([me.id]));
    expect(await policies.blockedWith(friend.id)).toEqual(new Set());
  });
});
