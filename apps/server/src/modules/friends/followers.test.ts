import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { usersOf } from '../users/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('followers lists', () => {
  it('are private until the member becomes a creator, then public with the creator badge', async () => {
    const [member, fan, stranger] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await fan.call('POST', `/follows/${member.id}`);

    const own = await member.call('GET', `/people/${member.id}/followers`);
    expect(own.status).toBe(200);
    expect(own.body.output.items.map((person: { user_id: string }) => person.user_id)).toEqual([fan.id]);
    const refused = await stranger.call('GET', `/people/${member.id}/followers`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('followers_private');

    await usersOf(t.app).update(member.id, { isCreator: true });
    const open = await stranger.call('GET', `/people/${member.id}/followers`);
    expect(open.status).toBe(200);
    expect(open.body.output.items).toEqual([expect.objectContaining({ user_id: fan.id, is_creator: false })]);
    const people = await stranger.call('GET', `/people?search_query=${encodeURIComponent(member.nickname)}`);
    expect(people.body.output.items).toEqual([expect.objectContaining({ user_id: member.id, is_creator: true })]);
  });

  it('hide a creator from a member it blocks, and answer unknown or malformed ids', async () => {
    const [creator, blocked] = await Promise.all([signedInMember(t, { isCreator: true }), signedInMember(t)]);
    await creator.call('POST', `/blocks/${blocked.id}`);
    expect((await blocked.call('GET', `/people/${creator.id}/followers`)).status).toBe(404);
    expect((await blocked.call('GET', '/people/00000000-0000-4000-8000-000000000000/followers')).status).toBe(404);
    expect((await blocked.call('GET', '/people/not-an-id/followers')).status).toBe(422);
  });
});
