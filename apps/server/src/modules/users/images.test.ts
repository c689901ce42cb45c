import { imageKinds, accountCopy, errorsCopy } from '@meshwork/contracts';
import { malformedForms } from '@meshwork/realtime-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb, storedFilesUnder } from '../../../test/badImages.js';
import { memberById } from '../../../test/factories.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

function photo(format: 'png' | 'jpeg', width = 2000, height = 1200) {
  const image = sharp({ create: { width, height, channels: 3, background: '#4f46e5' } }).withExif({
    IFD0: { Make: 'SecretCam', Model: 'Model X' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function upload(token: string, content: Buffer, options: { kind?: string; name?: string; type?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: options.type ?? 'image/png' }), options.name ?? 'picture.png');
  const query = options.kind ? `&kind=${options.kind}` : '';
  const response = await fetch(`${t.baseUrl}/api/user/cover-image?token=${token}${query}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function fetchStored(url: string) {
  const response = await fetch(`${t.baseUrl}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('cover and profile images', () => {
  it('stores the cover as a 1500×500 WebP without EXIF and records it', async () => {
    const { member, token } = await signedInMember(t);
    const original = await photo('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(token, original, { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(body.output.kind).toBe('cover');
    const stored = await sharp(await fetchStored(body.output.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1500, height: 500 });
    expect(stored.exif).toBeUndefined();
    expect((await memberById(t.app, member.id))!.coverImage).toBe(body.output.url);
  });

  it('keeps only the last of several profile images uploaded at once: none of the replaced files is left behind', async () => {
    const { member, token } = await signedInMember(t);
    const uploads = await Promise.all(
      [1, 2, 3, 4, 5]
        .map((index) => photo('png', 600 + index, 600))
        .map(async (content) => upload(token, await content, { kind: 'profile' })),
    );
    expect(uploads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const current = (await memberById(t.app, member.id))!.userImage;
    const stillServed = [];
    for (const answer of uploads)
      if ((await fetch(`${t.baseUrl}${answer.body.output.url}`)).status === 200) stillServed.push(answer.body.output.url);
    expect(stillServed).toEqual([current]);
  });

  it('stores a profile image at 512×512 and removes the one it replaces', async () => {
    const { member, token } = await signedInMember(t);
    const first = await upload(token, await photo('png'), { kind: 'profile' });
    const second = await upload(token, await photo('png', 800, 800), { kind: 'profile' });
    expect(second.status).toBe(200);
    expect(await sharp(await fetchStored(second.body.output.url)).metadata()).toMatchObject({ width: 512, height: 512 });
    expect((await memberById(t.app, member.id))!.userImage).toBe(second.body.output.url);
    expect((await fetch(`${t.baseUrl}${first.body.output.url}`)).status).toBe(404);
  });

  it('accepts an image larger than the 1 MB limit of JSON bodies', async () => {
    const { token } = await signedInMember(t);
    const noise = await sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(token, noise)).status).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const { member, token } = await signedInMember(t);
    const { status, body } = await upload(token, Buffer.from('<?php echo "hello"; ?>'), { name: 'evil.png', type: 'image/png' });
    expect(status).toBe(422);
    expect(body.extra.message.file).toEqual([accountCopy.invalidImage]);
    expect((await memberById(t.app, member.id))!.coverImage).toBeNull();
  });

  it('refuses a small PNG that unpacks into a huge picture (a decompression bomb) with 422, on both kinds, and stores nothing', async () => {
    const { member, token } = await signedInMember(t);
    for (const kind of imageKinds) {
      const { status, body } = await upload(token, pngBomb(), { kind });
      expect({ kind, status, error: body.error }).toEqual({ kind, status: 422, error: 'invalid_image' });
    }
    expect(await memberById(t.app, member.id)).toMatchObject({ coverImage: null, userImage: null });
    expect(await storedFilesUnder(t, `files/members/${member.id}`)).toEqual([]);
  });

  it('refuses an SVG, which can carry scripts', async () => {
    const { token } = await signedInMember(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(token, svg, { name: 'a.svg', type: 'image/svg+xml' })).status).toBe(422);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { member, token } = await signedInMember(t);
    const { status, body } = await upload(token, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(status).toBe(413);
    expect(body.message).toBe(accountCopy.imageTooLarge);
    expect((await memberById(t.app, member.id))!.coverImage).toBeNull();
  });

  it('answers 400 to a body that is no complete form, on both kinds', async () => {
    const { member, token } = await signedInMember(t);
    for (const kind of imageKinds) {
      for (const form of malformedForms()) {
        const response = await fetch(`${t.baseUrl}/api/user/cover-image?token=${token}&kind=${kind}`, {
          method: 'POST',
          headers: { 'content-type': form.contentType },
          body: form.body,
        });
        expect({ kind, what: form.what, status: response.status, body: await response.json() }).toEqual({
          kind,
          what: form.what,
          status: 400,
          body: { status_code: 400, error: 'malformed_form', message: errorsCopy.malformedForm },
        });
      }
    }
    expect(await memberById(t.app, member.id)).toMatchObject({ coverImage: null, userImage: null });
  });

  it('refuses a request without a file, and an anonymous one', async () => {
    const { token } = await signedInMember(t);
    const empty = await fetch(`${t.baseUrl}/api/user/cover-image?token=${token}`, { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(422);
    const anonymous = await fetch(`${t.baseUrl}/api/user/cover-image`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});
