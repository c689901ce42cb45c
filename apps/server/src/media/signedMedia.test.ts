import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../test/graphHelpers.js';
import { fannedOut } from '../../test/jobHelpers.js';
import { signedInMember, type SignedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { mediaLinkKeyOf } from './mediaLinkKey.js';
import { MediaLinks } from './mediaLinks.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const picture = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** Sends a picture as a multipart upload with the member's session, as the web app does. */
async function upload(as: SignedInMember, method: string, path: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${t.baseUrl}/api${path}?token=${as.token}`, { method, body: form });
  return (await response.json()) as { output: any };
}

/** A friends-only post of a new member with one picture, seen by a friend of theirs. */
async function friendsOnlyPicture() {
  const [author, friend] = await Promise.all([member(), member()]);
  await befriend(author, friend);
  const image = (await upload(author, 'POST', '/post-images', await picture())).output;
  const post = (await author.call('POST', '/posts', { visibility: 'friends', images: [{ id: image.id, alt: 'A blue square' }] })).body
    .output;
  const seen = (await friend.call('GET', `/posts/${post.id}`)).body.output.images[0] as {
    id: string;
    small_url: string;
    large_url: string;
  };
  return { author, friend, postId: post.id as string, image: seen };
}

/** A request with no session, as a shared link is opened. */
const open = (url: string, base = t.baseUrl) => fetch(new URL(url, base));
const queryOf = (url: string) => new URL(url, t.baseUrl).search;
const pathOf = (url: string) => new URL(url, t.baseUrl).pathname;

describe('signed media links', () => {
  it('open the one image size they were made for, with no session, and carry no session token', async () => {
    const { author, friend, image } = await friendsOnlyPicture();
    for (const [url, size] of [
      [image.small_url, 'small'],
      [image.large_url, 'large'],
    ] as const) {
      expect(url).toMatch(new RegExp(`^/api/post-images/${image.id}/${size}\\?expires=\\d+&signature=[\\w-]+$`));
      for (const token of [author.token, friend.token]) expect(url).not.toContain(token);
      const answer = await open(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('private, max-age=86400');
    }
  });

  it('refuse their signature on another size or image, an altered or expired link, and every API route', async () => {
    const { author, postId, image } = await friendsOnlyPicture();
    const other = (await friendsOnlyPicture()).image;
    const signature = new URLSearchParams(queryOf(image.small_url)).get('signature')!;
    const altered = image.small_url.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const laterExpiry = image.small_url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`);
    for (const refused of [
      `${pathOf(image.large_url)}${queryOf(image.small_url)}`,
      `${pathOf(other.small_url)}${queryOf(image.small_url)}`,
      altered,
      laterExpiry,
    ]) {
      const answer = await open(refused);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'invalid_link' });
    }

    // The network's key, with a clock three hours back: a link that has run out.
    const links = new MediaLinks(await mediaLinkKeyOf(t.app.database.db), () => Date.now() - 3 * 60 * 60 * 1000);
    const expired = await open(links.sign(pathOf(image.small_url)));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ error: 'link_expired' });

    // A link opens media routes only, even one signed for an API route with the network's key.
    const live = new MediaLinks(await mediaLinkKeyOf(t.app.database.db));
    for (const path of [`/api/posts/${postId}`, '/api/social/feed', `/api/profiles/${author.member.username}`]) {
      expect((await open(`${path}${queryOf(image.small_url)}`)).status).toBe(401);
      expect((await open(live.sign(path))).status).toBe(401);
    }
  });

  it('are handed only to members who may see the post', async () => {
    const { author, postId, image } = await friendsOnlyPicture();
    const stranger = await member();
    await fannedOut(t);
    expect((await stranger.call('GET', `/posts/${postId}`)).status).toBe(404);
    const shown = JSON.stringify([
      (await stranger.call('GET', '/social/feed')).body,
      (await stranger.call('GET', `/profiles/${author.member.username}/gallery`)).body,
      (await stranger.call('GET', `/profiles/${author.member.username}/posts`)).body,
    ]);
    expect(shown).not.toContain(image.id);
    // Its friends see it wherever it shows, each time with links.
    const friend = await member();
    await befriend(author, friend);
    const gallery = (await friend.call('GET', `/profiles/${author.member.username}/gallery`)).body.output.items;
    expect(gallery).toEqual([expect.objectContaining({ id: image.id, small_url: expect.any(String), large_url: expect.any(String) })]);
    expect((await open(gallery[0].large_url)).status).toBe(200);
  });

  it("open an event's cover and calendar file, a group's image and nothing after the event is gone", async () => {
    const [creator, friend, third] = await Promise.all([member(), member(), member()]);
    await Promise.all([befriend(creator, friend), befriend(creator, third)]);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const { id: eventId } = (
      await creator.call('POST', '/events', {
        title: 'Picnic',
        starts_at: inDays(2),
        ends_at: inDays(3),
        time_zone: 'Europe/Berlin',
        visibility: 'friends',
      })
    ).body.output;
    await upload(creator, 'PUT', `/events/${eventId}/cover`, await picture(1200, 400));
    const event = (await friend.call('GET', `/events/${eventId}`)).body.output;
    expect(event.cover_url).toMatch(new RegExp(`^/api/events/${eventId}/cover\\?v=[\\w-]+&expires=\\d+&signature=`));
    expect(event.ics_url).toMatch(new RegExp(`^/api/events/${eventId}\\.ics\\?expires=\\d+&signature=`));
    expect((await open(event.cover_url)).headers.get('content-type')).toBe('image/webp');
    const calendar = await open(event.ics_url);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await calendar.text()).toContain('SUMMARY:Picnic');

    const { id: groupId } = (await creator.call('POST', '/groups', { name: 'Picnickers', member_ids: [friend.id, third.id] })).body.output;
    await upload(creator, 'PUT', `/groups/${groupId}/image`, await picture(200, 200));
    const [group] = (await friend.call('GET', '/groups')).body.output;
    expect(group.image_url).toMatch(new RegExp(`^/api/groups/${groupId}/image\\?v=[\\w-]+&expires=\\d+&signature=`));
    expect((await open(group.image_url)).status).toBe(200);

    const presented = JSON.stringify([event, group]);
    for (const { token } of [creator, friend, third]) expect(presented).not.toContain(token);
    await creator.call('DELETE', `/events/${eventId}`);
    expect((await open(event.ics_url)).status).toBe(404);
    expect((await open(event.cover_url)).status).toBe(404);
  });

  it('open on every node of the network, which keeps one key', async () => {
    const { image } = await friendsOnlyPicture();
    // A second node on the same database and files, as a scaled run has them.
    const otherNode = await startTestApp({ DATA_DIR: t.config.dataDir }, { database: t.database });
    try {
      expect((await open(image.small_url, otherNode.baseUrl)).status).toBe(200);
    } finally {
      await otherNode.close();
    }
    expect((await t.app.database.pool.query('select * from media_link_keys')).rowCount).toBe(1);
  });
});
