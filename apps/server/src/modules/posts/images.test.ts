import { limits, postAnswersCopy } from '@meshwork/contracts';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { fannedOut } from '../../../test/jobHelpers.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A photo as a camera makes one: a JPEG whose EXIF says where it was taken and that it lies on its side. */
function cameraPhoto(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A two-frame animated GIF. */
async function animatedGif() {
  const frame = (r: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 0, b: 0 } } })
      .png()
      .toBuffer();
  return sharp([await frame(255), await frame(10)], { join: { animated: true } })
    .gif({ delay: [200, 200], loop: 0 })
    .toBuffer();
}

async function upload(member: SignedInMember, content: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${t.baseUrl}/api/post-images?token=${member.token}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const imageBytes = async (member: SignedInMember, id: string, size = 'large') => {
  const response = await fetch(`${t.baseUrl}/api/post-images/${id}/${size}?token=${member.token}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
};

describe('post images', () => {
  it('re-encodes an upload as WebP in two sizes, turned upright, without EXIF, with its size and a placeholder', async () => {
    const author = await signedInMember(t);
    const { status, body } = await upload(author, await cameraPhoto());
    expect(status).toBe(201);
    // Orientation 6: the stored picture is turned a quarter, so portrait.
    expect(body.output).toMatchObject({ width: 1067, height: 1600, animated: false, alt: '' });
    expect(thumbHashToApproximateAspectRatio(Buffer.from(body.output.placeholder, 'base64'))).toBeLessThan(1);
    const large = await imageBytes(author, body.output.id);
    expect(large.type).toBe('image/webp');
    const metadata = await sharp(large.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(large.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await sharp((await imageBytes(author, body.output.id, 'small')).bytes).metadata()).toMatchObject({ width: 480, height: 720 });
  });

  it('keeps an animated GIF animated', async () => {
    const author = await signedInMember(t);
    const { body } = await upload(author, await animatedGif(), 'loop.gif', 'image/gif');
    expect(body.output).toMatchObject({ animated: true, width: 64, height: 48 });
    expect((await sharp((await imageBytes(author, body.output.id)).bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a file that is not an image whatever its name and type, and an empty form', async () => {
    const author = await signedInMember(t);
    const fake = await upload(author, Buffer.from('<svg onload=alert(1)>not a picture</svg>'), 'photo.png', 'image/png');
    expect(fake).toMatchObject({ status: 422, body: { error: 'invalid_image', message: postAnswersCopy.invalidImage } });
    const empty = await fetch(`${t.baseUrl}/api/post-images?token=${author.token}`, { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(422);
  });

  it('refuses an upload over the size limit with 413', async () => {
    const author = await signedInMember(t);
    const { status } = await upload(author, Buffer.alloc(serverLimits.postImageUploadMaxBytes + 10, 1));
    expect(status).toBe(413);
  });

  it('attaches images in order with their alt text, shown to whoever sees the post and no one else', async () => {
    const [author, friend, stranger] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(author, friend);
    const first = (await upload(author, await cameraPhoto(300, 200))).body.output;
    const second = (await upload(author, await cameraPhoto(200, 300))).body.output;
    // Before it is in a post, only its uploader sees an image.
    expect((await imageBytes(friend, first.id)).status).toBe(404);
    const { status, body } = await author.call('POST', '/posts', {
      visibility: 'friends',
      images: [
        { id: second.id, alt: 'A tall blue picture' },
        { id: first.id, alt: '' },
      ],
    });
    expect(status).toBe(201);
    expect(body.output.text).toBe('');
    expect(body.output.images.map((image: { id: string; alt: string }) => [image.id, image.alt])).toEqual([
      [second.id, 'A tall blue picture'],
      [first.id, ''],
    ]);
    expect((await imageBytes(friend, first.id)).status).toBe(200);
    expect((await imageBytes(stranger, first.id)).status).toBe(404);
    await fannedOut(t);
    // The same images, whose links a new hour may have signed anew.
    const withoutLinks = (images: Array<Record<string, unknown>>) => images.map(({ small_url: _, large_url: __, ...image }) => image);
    expect(withoutLinks((await friend.call('GET', '/social/feed')).body.output.items[0].images)).toEqual(withoutLinks(body.output.images));

    await author.call('DELETE', `/posts/${body.output.id}`);
    expect((await imageBytes(author, first.id)).status).toBe(404);
  });

  it("refuses an 11th image, another member's image, one already in a post, a repeated one and a malformed id", async () => {
    const [author, other] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const ids = Array.from({ length: limits.postImagesMax + 1 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    const eleven = await author.call('POST', '/posts', { text: 'many', images: ids.map((id) => ({ id })) });
    expect(eleven.status).toBe(422);
    expect(eleven.body.extra.message.images).toEqual([postAnswersCopy.tooManyImages]);

    const theirs = (await upload(other, await cameraPhoto(100, 100))).body.output;
    const stolen = await author.call('POST', '/posts', { text: 'not mine', images: [{ id: theirs.id }] });
    expect(stolen).toMatchObject({ status: 422, body: { extra: { message: { images: [postAnswersCopy.imageUnavailable] } } } });
    // Nothing of the refused post is kept.
    expect((await author.call('GET', '/social/feed')).body.output.items).toEqual([]);

    const mine = (await upload(author, await cameraPhoto(100, 100))).body.output;
    expect((await author.call('POST', '/posts', { images: [{ id: mine.id }, { id: mine.id }] })).body.extra.message.images).toEqual([
      postAnswersCopy.duplicateImage,
    ]);
    expect((await author.call('POST', '/posts', { images: [{ id: mine.id }] })).status).toBe(201);
    expect((await author.call('POST', '/posts', { images: [{ id: mine.id }] })).status).toBe(422);
    expect((await author.call('POST', '/posts', { images: [{ id: 'nope' }] })).status).toBe(422);
    expect(
      (await author.call('POST', '/posts', { images: [{ id: mine.id, alt: 'x'.repeat(limits.postImageAltMaxLength + 1) }] })).status,
    ).toBe(422);
  });
});
