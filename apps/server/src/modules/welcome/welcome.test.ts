import { defaultAvatarParameters } from '@meshwork/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const welcomeOf = async (member: SignedInMember) => {
  const { status, body } = await member.call('GET', '/welcome');
  expect(status).toBe(200);
  return body.output;
};

async function uploadProfilePicture(member: SignedInMember) {
  const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${t.baseUrl}/api/user/cover-image?token=${member.token}&kind=profile`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
}

describe('GET /api/welcome', () => {
  it('derives each step from what the member has done, and closes for good once every step is done', async () => {
    const me = await signedInMember(t);
    const creator = await signedInMember(t, { isCreator: true });
    expect(await welcomeOf(me)).toMatchObject({
      shown: true,
      steps: { people: false, picture: false, avatar: false, post: false },
    });

    expect((await me.call('POST', `/follows/${creator.id}`)).status).toBe(200);
    expect((await welcomeOf(me)).steps).toEqual({ people: true, picture: false, avatar: false, post: false });

    await uploadProfilePicture(me);
    expect((await welcomeOf(me)).steps.picture).toBe(true);

    expect((await me.call('POST', '/rpm-avatars', { gender: 'non-binary', parameters: defaultAvatarParameters })).status).toBe(201);
    expect((await welcomeOf(me)).steps.avatar).toBe(true);

    expect((await me.call('POST', '/posts', { text: 'Hello, Meshwork', visibility: 'public' })).status).toBe(201);
    expect(await welcomeOf(me)).toEqual({
      shown: false,
      steps: { people: true, picture: true, avatar: true, post: true },
      suggestions: [],
    });

    // Undoing a step later does not bring the welcome back.
    await me.call('DELETE', `/follows/${creator.id}`);
    expect(await welcomeOf(me)).toMatchObject({ shown: false, steps: { people: false } });
  });

  it('counts a friend as meeting people, and then suggests friends of friends', async () => {
    const [me, friend, friendOfFriend] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(me, friend);
    await befriend(friend, friendOfFriend);
    const welcome = await welcomeOf(me);
    expect(welcome.steps.people).toBe(true);
    expect(welcome.suggestions).toEqual([
      expect.objectContaining({ user_id: friendOfFriend.id, reason: 'friend_of_friend', mutual_friends: 1 }),
    ]);
  });

  it('suggests the most followed creators the member does not follow yet while they have no friends', async () => {
    const me = await signedInMember(t);
    const creators = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t, { isCreator: true })));
    const [popular, known, , followed] = creators;
    const fans = await Promise.all([1, 2, 3].map(() => signedInMember(t)));
    for (const fan of fans) await fan.call('POST', `/follows/${popular!.id}`);
    for (const fan of fans.slice(0, 2)) await fan.call('POST', `/follows/${known!.id}`);
    await me.call('POST', `/follows/${followed!.id}`);

    const { suggestions } = await welcomeOf(me);
    expect(suggestions.every((person: any) => person.is_creator && person.reason === 'popular_creator')).toBe(true);
    expect(suggestions.map((person: any) => person.user_id)).not.toContain(followed!.id);
    expect(suggestions.slice(0, 2).map((person: any) => person.user_id)).toEqual([popular!.id, known!.id]);
  });
});

describe('POST /api/welcome/dismiss', () => {
  it('closes the welcome for this member only, for good', async () => {
    const [me, other] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const { status, body } = await me.call('POST', '/welcome/dismiss');
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ shown: false, suggestions: [] });
    expect((await welcomeOf(me)).shown).toBe(false);
    expect((await me.call('POST', '/welcome/dismiss')).status).toBe(200);
    expect((await welcomeOf(other)).shown).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/welcome')).status).toBe(401);
    expect((await t.request('POST', '/api/welcome/dismiss')).status).toBe(401);
  });
});
