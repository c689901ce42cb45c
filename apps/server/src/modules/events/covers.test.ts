import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAnImage, pngBomb, storedFilesUnder } from '../../../test/badImages.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function create(creator: SignedInMember, visibility = 'friends') {
  const body = { title: 'Picnic', starts_at: inDays(2), ends_at: inDays(3), time_zone: 'Europe/Berlin', visibility };
  return (await creator.call('POST', '/events', body)).body.output as { id: string; cover_url: string | null };
}

const photo = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#aa6633' } })
    .withMetadata({ exif: { IFD0: { Artist: 'Someone', ImageDescription: 'at home' } } })
    .toFormat(format)
    .toBuffer();

async function upload(as: SignedInMember, eventId: string, bytes: Buffer, name = 'cover.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.baseUrl}/api/events/${eventId}/cover?token=${as.token}`, { method: 'PUT', body: form });
  return { status: response.status, body: (await response.json()) as { output: { cover_url: string | null }; error?: string } };
}

const fetchCover = (as: SignedInMember, url: string) => fetch(`${t.baseUrl}${url}&token=${as.token}`);
/** A cover's address and version, without its link's expiry and signature (a new hour signs it anew). */
const versionOf = (url: string | null | undefined) => url?.split('&expires=')[0];
const coverKeyOf = async (eventId: string) =>
  (await t.app.database.pool.query<{ cover_key: string | null }>('SELECT cover_key FROM events WHERE id = $1', [eventId])).rows[0]
    ?.cover_key;

describe('an event cover image', () => {
  it('is read by content, stored as a wide WebP without metadata, and served to those who see the event', async () => {
    const [creator, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(creator, friend);
    const event = await create(creator);
    expect(event.cover_url).toBeNull();
    // The name says text; the content is a JPEG, and the content decides.
    const saved = await upload(creator, event.id, await photo(), 'notes.txt');
    expect(saved.status).toBe(200);
    const url = saved.body.output.cover_url!;
    expect(url).toMatch(new RegExp(`^/api/events/${event.id}/cover\\?v=`));
    const image = await fetchCover(friend, url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1500, height: 500 });
    expect(metadata.exif).toBeUndefined();
    expect(versionOf((await friend.call('GET', `/events/${event.id}`)).body.output.cover_url)).toBe(versionOf(url));
    // A friends-only event's cover is as hidden from a stranger as the event itself.
    expect((await fetchCover(stranger, url)).status).toBe(404);
  });

  it('refuses a file that is not an image, and keeps the cover it had', async () => {
    const creator = await member();
    const event = await create(creator);
    const first = await upload(creator, event.id, await photo('png'));
    const refused = await upload(creator, event.id, Buffer.from('just some text, not a picture'), 'cover.png');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('invalid_image');
    expect(versionOf((await creator.call('GET', `/events/${event.id}`)).body.output.cover_url)).toBe(
      versionOf(first.body.output.cover_url),
    );
  });

  it.each([
    ['a small PNG that unpacks into a huge picture', pngBomb()],
    ['a file that is not an image', notAnImage],
  ])('refuses %s with 422 and stores nothing', async (_what, bytes) => {
    const creator = await member();
    const event = await create(creator);
    const refused = await upload(creator, event.id, bytes, 'cover.png');
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 422, error: 'invalid_image' });
    expect(await coverKeyOf(event.id)).toBeNull();
    expect(await storedFilesUnder(t, `event-covers/${creator.id}`)).toEqual([]);
  });

  it('is set, replaced and removed by the creator only', async () => {
    const [creator, friend] = await Promise.all([member(), member()]);
    await befriend(creator, friend);
    const event = await create(creator, 'public');
    expect((await upload(friend, event.id, await photo())).status).toBe(403);
    expect((await friend.call('DELETE', `/events/${event.id}/cover`)).status).toBe(403);
    expect(await coverKeyOf(event.id)).toBeNull();

    await upload(creator, event.id, await photo());
    const firstKey = (await coverKeyOf(event.id))!;
    await upload(creator, event.id, await photo('png'));
    const secondKey = (await coverKeyOf(event.id))!;
    expect(secondKey).not.toBe(firstKey);
    // The replaced file is gone.
    expect(await t.app.storage.stat(firstKey)).toBeNull();

    const removed = await creator.call('DELETE', `/events/${event.id}/cover`);
    expect(removed.body.output.cover_url).toBeNull();
    expect(await t.app.storage.stat(secondKey)).toBeNull();
    expect((await creator.call('GET', `/events/${event.id}/cover`)).status).toBe(404);
  });

  it('is deleted with its event', async () => {
    const creator = await member();
    const event = await create(creator);
    await upload(creator, event.id, await photo());
    const key = (await coverKeyOf(event.id))!;
    expect(await t.app.storage.stat(key)).not.toBeNull();
    expect((await creator.call('DELETE', `/events/${event.id}`)).status).toBe(200);
    expect(await t.app.storage.stat(key)).toBeNull();
  });

  it('answers 404 for an event the member may not see or that does not exist', async () => {
    const [creator, stranger] = await Promise.all([member(), member()]);
    const event = await create(creator, 'invited');
    expect((await upload(stranger, event.id, await photo())).status).toBe(404);
    expect((await stranger.call('GET', `/events/${event.id}/cover`)).status).toBe(404);
    expect((await creator.call('GET', `/events/00000000-0000-4000-8000-000000000000/cover`)).status).toBe(404);
  });
});
