import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3Server.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';

const backEnds = [
  { name: 'the local folder', s3: false },
  { name: 'an S3 bucket', s3: true },
];

describe.each(backEnds)('public files served from $name', ({ s3 }) => {
  let server: TestS3Server | undefined;
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    server = s3 ? await startS3Server() : undefined;
    t = await startTestApp(server?.env ?? {});
    folder = `files/members/${randomUUID()}`;
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('answers the bytes with their type, length and a cache lifetime of a year', async () => {
    await t.app.storage.put(`${folder}/profile-abc.webp`, Buffer.from('webp bytes'));
    const response = await fetch(`${t.baseUrl}/${folder}/profile-abc.webp`);
    expect(response.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'cache-control', 'x-content-type-options'].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      'content-type': 'image/webp',
      'content-length': '10',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await response.text()).toBe('webp bytes');
  });

  it('answers HEAD with the same headers and no body', async () => {
    await t.app.storage.put(`${folder}/cover-abc.webp`, Buffer.from('cover'));
    const response = await fetch(`${t.baseUrl}/${folder}/cover-abc.webp`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe('5');
    expect(await response.text()).toBe('');
  });

  it('serves a file it does not know the type of as plain bytes, never as a page', async () => {
    await t.app.storage.put(`${folder}/page.html`, Buffer.from('<script>alert(1)</script>'));
    const response = await fetch(`${t.baseUrl}/${folder}/page.html`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the 404 of an unknown path for a missing file, by GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${t.baseUrl}/${folder}/nothing.webp`, { method });
      expect(response.status).toBe(404);
      if (method === 'GET') expect(await response.json()).toEqual({ status_code: 404, error: 'not_found', message: 'Not found' });
    }
  });

  it('serves nothing outside the public folder, however the path is spelt', async () => {
    await t.app.storage.put('realtime-files/0123456789abcdef', Buffer.from('a shared file'));
    for (const pathname of [
      '/files/',
      '/files/%2e%2e/realtime-files/0123456789abcdef',
      '/files/..%2frealtime-files%2f0123456789abcdef',
      '/files/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      `/${folder}/%00.webp`,
      `/${folder}//profile-abc.webp`,
      `/${folder}/.hidden`,
      `/${folder}`,
      '/files/members',
      '/realtime-files/0123456789abcdef',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${t.baseUrl}${pathname}`, { method });
        expect({ method, pathname, status: response.status }).toEqual({ method, pathname, status: 404 });
      }
    }
  });
});
