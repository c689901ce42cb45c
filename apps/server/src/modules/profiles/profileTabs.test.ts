import { errorsCopy, profilesCopy } from '@meshwork/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function uploadImage(member: SignedInMember): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${t.baseUrl}/api/post-images?token=${member.token}`, { method: 'POST', body: form });
  return ((await response.json()) as { output: { id: string } }).output.id;
}

async function write(author: SignedInMember, text: string, visibility: string, withImage = false): Promise<string> {
  const images = withImage ? [{ id: await uploadImage(author), alt: `${text} picture` }] : [];
  const { status, body } = await author.call('POST', '/posts', { text, visibility, images });
  expect(status).toBe(201);
  return body.output.id;
}

/** The owner, a friend of theirs and a stranger. */
async function threeMembers() {
  const owner = await signedInMember(t);
  const friend = await signedInMember(t);
  const stranger = await signedInMember(t);
  await befriend(owner, friend);
  return { owner, friend, stranger };
}

const about = (viewer: SignedInMember, username: string) => viewer.call('GET', `/profiles/${username}/about`);
const gallery = (viewer: SignedInMember, username: string, query = '') => viewer.call('GET', `/profiles/${username}/gallery${query}`);
const activity = (viewer: SignedInMember, username: string) => viewer.call('GET', `/profiles/${username}/activity`);

describe('about', () => {
  it('shows the saved bio, location, website, details and categories, and the birthday by its visibility', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const saved = await owner.call('POST', `/user/update/${owner.id}`, {
      bio: 'Builds rooms in XR.',
      location: 'Lisbon',
      website: 'https://nova.example.org',
      work: 'Studio Nine',
      hometown: 'Porto',
      birthday: '1994-05-17',
      birthday_visibility: 'friends',
      birthday_shows_year: false,
      categories: ['gaming', 'studio'],
    });
    expect(saved.status).toBe(200);
    const forFriend = (await about(friend, owner.member.username)).body.output;
    expect(forFriend).toMatchObject({
      bio: 'Builds rooms in XR.',
      location: 'Lisbon',
      website: 'https://nova.example.org',
      birthday: '--05-17',
      details: { work: 'Studio Nine', hometown: 'Porto', education: '' },
      categories: { personal: [{ id: 'gaming', name: 'Gaming' }], professional: [], business: [{ id: 'studio', name: 'Studio' }] },
      is_self: false,
    });
    expect((await about(stranger, owner.member.username)).body.output.birthday).toBeNull();
    expect((await about(owner, owner.member.username.toUpperCase())).body.output).toMatchObject({ birthday: '1994-05-17', is_self: true });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.org', 'not a url'])(
    'refuses the website %s',
    async (website) => {
      const { member, token } = await signedInMember(t);
      const { status, body } = await t.request('POST', `/api/user/update/${member.id}`, { token, body: { website } });
      expect(status).toBe(422);
      expect(body.extra.message.website).toEqual([profilesCopy.websiteInvalid]);
    },
  );

  it('answers the profile’s own 404 for an unknown, a deactivated, a blocking and a blocked member', async () => {
    const viewer = await signedInMember(t);
    const leaving = await signedInMember(t, { deleteRequestTimestamp: new Date() });
    const [blocker, blocked] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await blocker.call('POST', `/blocks/${viewer.id}`);
    await viewer.call('POST', `/blocks/${blocked.id}`);
    const notFound = { status: 404, body: { error: 'member_not_found', message: errorsCopy.notFound } };
    for (const username of ['nosuchuser', leaving.member.username, blocker.member.username, blocked.member.username]) {
      // The same answer as the profile's timeline, so no tab tells more than the profile does.
      expect(await viewer.call('GET', `/profiles/${username}/posts`)).toMatchObject(notFound);
      for (const tab of [about, gallery, activity]) expect(await tab(viewer, username)).toMatchObject(notFound);
    }
  });
});

describe('gallery', () => {
  it('shows the pictures of the posts each viewer may see, newest first, with their sizes and placeholders', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const publicPost = await write(owner, 'Beach', 'public', true);
    const friendsPost = await write(owner, 'Party', 'friends', true);
    const forFriend = (await gallery(friend, owner.member.username)).body.output;
    expect(forFriend.items.map((image: { post_id: string }) => image.post_id)).toEqual([friendsPost, publicPost]);
    expect(forFriend.items[0]).toMatchObject({ alt: 'Party picture', width: 64, height: 48, placeholder: expect.any(String) });
    const forStranger = (await gallery(stranger, owner.member.username)).body.output;
    expect(forStranger.items.map((image: { post_id: string }) => image.post_id)).toEqual([publicPost]);
  });

  it("says which pictures are their post's sensitive or warned ones, so the gallery blurs them as the post hides them", async () => {
    const { owner } = await threeMembers();
    const plain = await write(owner, 'Garden', 'public', true);
    const marked = await write(owner, 'Surgery', 'public', true);
    const warned = await write(owner, 'Spiders', 'public', true);
    expect((await owner.call('PATCH', `/posts/${marked}`, { sensitive: true })).status).toBe(200);
    expect((await owner.call('PATCH', `/posts/${warned}`, { content_warning: 'Spiders' })).status).toBe(200);
    const items = (await gallery(owner, owner.member.username)).body.output.items as Array<{ post_id: string; sensitive: boolean }>;
    expect(items.map((image) => [image.post_id, image.sensitive])).toEqual([
      [warned, true],
      [marked, true],
      [plain, false],
    ]);
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const { owner } = await threeMembers();
    const first = await write(owner, 'One', 'public', true);
    const second = await write(owner, 'Two', 'public', true);
    const page = (await gallery(owner, owner.member.username, '?limit=1')).body.output;
    expect(page.items[0].post_id).toBe(second);
    const next = (await gallery(owner, owner.member.username, `?limit=1&cursor=${page.next_cursor}`)).body.output;
    expect(next.items[0].post_id).toBe(first);
    const forged = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', owner.id, 'x'])).toString('base64url');
    expect((await gallery(owner, owner.member.username, `?cursor=${forged}`)).status).toBe(422);
  });
});

describe('activity feed', () => {
  it('lists posts, comments, reactions and friendships, hiding what is about a post the viewer may not see', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const author = await signedInMember(t);
    await befriend(author, owner);
    const hidden = await write(author, 'Friends only', 'friends');
    const open = await write(owner, 'Hello world', 'public');
    await owner.call('PUT', `/posts/${hidden}/reaction`, { kind: 'love' });
    await owner.call('POST', `/posts/${hidden}/comments`, { text: 'Nice' });
    await owner.call('PUT', `/posts/${open}/reaction`, { kind: 'like' });

    const kinds = (page: { items: Array<{ kind: string; post: { id: string } | null }> }) =>
      page.items.map((item) => `${item.kind}:${item.post ? (item.post.id === hidden ? 'hidden' : 'open') : '-'}`);
    // The friend is no friend of the author: the reaction and comment on the author's friends-only post stay hidden.
    expect(kinds((await activity(friend, owner.member.username)).body.output)).toEqual([
      'reacted:open',
      'posted:open',
      'befriended:-',
      'befriended:-',
    ]);
    expect(kinds((await activity(author, owner.member.username)).body.output)).toEqual([
      'reacted:open',
      'commented:hidden',
      'reacted:hidden',
      'posted:open',
      'befriended:-',
      'befriended:-',
    ]);
    expect(kinds((await activity(stranger, owner.member.username)).body.output)).toEqual([
      'reacted:open',
      'posted:open',
      'befriended:-',
      'befriended:-',
    ]);
    expect((await activity(stranger, owner.member.username)).body.output.items[0].post).toMatchObject({ excerpt: 'Hello world' });
  });

  it('hides a friendship with a member the viewer blocked, and a reaction taken back', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const post = await write(owner, 'Public', 'public');
    await friend.call('PUT', `/posts/${post}/reaction`, { kind: 'wow' });
    await friend.call('DELETE', `/posts/${post}/reaction`);
    await stranger.call('POST', `/blocks/${owner.id}`);
    const forFriend = (await activity(owner, friend.member.username)).body.output.items;
    expect(forFriend.map((item: { kind: string }) => item.kind)).toEqual(['befriended']);
    const third = await signedInMember(t);
    await third.call('POST', `/blocks/${friend.id}`);
    expect((await activity(third, owner.member.username)).body.output.items.map((item: { kind: string }) => item.kind)).toEqual(['posted']);
  });

  it('lists a new profile picture to whoever may open the profile', async () => {
    const { owner, stranger } = await threeMembers();
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 10, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${t.baseUrl}/api/user/cover-image?kind=profile&token=${owner.token}`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const kinds = (await activity(stranger, owner.member.username)).body.output.items.map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual(['profile_picture', 'befriended']);
  });
});

describe('activity feed of events', () => {
  it('lists an event created and one joined to those who may see the event, and takes back a join', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const event = {
      title: 'Board games night',
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      time_zone: 'Europe/Berlin',
      visibility: 'friends',
    };
    const created = await owner.call('POST', '/events', event);
    expect(created.status).toBe(201);
    const eventId = created.body.output.id;
    await owner.call('POST', `/events/${eventId}/invitations`, { user_ids: [friend.id] });
    expect((await friend.call('PUT', `/events/${eventId}/answer`, { answer: 'going' })).status).toBe(200);

    const entries = async (viewer: SignedInMember, of: SignedInMember) =>
      ((await activity(viewer, of.member.username)).body.output.items as Array<{ kind: string; event_id: string | null }>)
        .filter((item) => item.event_id !== null)
        .map((item) => `${item.kind}:${item.event_id === eventId}`);
    expect(await entries(friend, owner)).toEqual(['event_created:true']);
    expect(await entries(owner, friend)).toEqual(['event_joined:true']);
    // A friends-only event is nobody else's business.
    expect(await entries(stranger, owner)).toEqual([]);
    expect(await entries(stranger, friend)).toEqual([]);

    await friend.call('PUT', `/events/${eventId}/answer`, { answer: 'not_going' });
    expect(await entries(owner, friend)).toEqual([]);
  });
});

describe('favourites', () => {
  it('saves a visible post, lists the newest save first, unsaves, and drops a post that became invisible', async () => {
    const { owner, friend } = await threeMembers();
    const first = await write(owner, 'First', 'friends');
    const second = await write(owner, 'Second', 'public');
    expect((await friend.call('PUT', `/favourites/${second}`)).status).toBe(200);
    expect((await friend.call('PUT', `/favourites/${first}`)).status).toBe(200);
    const saved = (await friend.call('GET', '/favourites')).body.output.items;
    expect(saved.map((post: { id: string; saved: boolean }) => [post.id, post.saved])).toEqual([
      [first, true],
      [second, true],
    ]);
    await owner.call('PATCH', `/posts/${first}`, { visibility: 'only_me' });
    expect((await friend.call('GET', '/favourites')).body.output.items.map((post: { id: string }) => post.id)).toEqual([second]);
    await friend.call('DELETE', `/favourites/${second}`);
    expect((await friend.call('GET', '/favourites')).body.output.items).toEqual([]);
  });

  it('refuses to save a post the member may not see, and never shows one member’s favourites to another', async () => {
    const { owner, friend, stranger } = await threeMembers();
    const friendsOnly = await write(owner, 'Friends only', 'friends');
    const { status, body } = await stranger.call('PUT', `/favourites/${friendsOnly}`);
    expect(status).toBe(404);
    expect(body.error).toBe('post_not_found');
    expect((await stranger.call('PUT', '/favourites/not-a-uuid')).status).toBe(422);
    await friend.call('PUT', `/favourites/${friendsOnly}`);
    expect((await stranger.call('GET', '/favourites')).body.output.items).toEqual([]);
    expect((await owner.call('GET', '/favourites')).body.output.items).toEqual([]);
    expect((await friend.call('GET', `/favourites?user_id=${owner.id}`)).body.output.items.map((post: { id: string }) => post.id)).toEqual([
      friendsOnly,
    ]);
  });
});
