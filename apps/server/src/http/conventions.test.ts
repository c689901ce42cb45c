import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = path.join(tmpdir(), `meshwork-web-${process.pid}-${Date.now()}`);
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Meshwork app</title>');
  t = await startTestApp({ WEB_DIST_DIR: webDist, BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

const validRegistration = { fullname: 'Val Id', username: 'valid_user', email: 'valid@example.com', password: 'Str0ng!Pass' };

describe('API envelopes and bad input', () => {
  it('answers an unknown /api path with a 404 envelope, also with a token', async () => {
    const { status, body } = await t.request('GET', '/api/nothing/here', { headers: { accept: 'text/html' } });
    expect(status).toBe(404);
    expect(body).toEqual({ status_code: 404, error: 'not_found', message: 'Not found' });
    expect((await t.request('POST', '/api/nothing', { token: 'abc' })).status).toBe(404);
  });

  it('answers missing fields with 422 and a message per field', async () => {
    const { status, body } = await t.request('POST', '/api/auth/register', { body: {} });
    expect(status).toBe(422);
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.extra.message).sort()).toEqual(['email', 'fullname', 'password', 'username']);
  });

  it('answers malformed fields with the specification messages', async () => {
    const { status, body } = await t.request('POST', '/api/auth/register', {
      body: { ...validRegistration, email: 'not-an-email', password: 'short' },
    });
    expect(status).toBe(422);
    expect(body.extra.message.email).toEqual(['Please enter a valid email address']);
    expect(body.extra.message.password).toEqual([
      'Please enter a valid password. Must be 8-20 characters, including uppercase, lowercase, number, and special character.',
    ]);
  });

  it('answers wrong types with 422', async () => {
    const { status, body } = await t.request('POST', '/api/auth/login', { body: { login: 42, password: ['x'] } });
    expect(status).toBe(422);
    expect(Object.keys(body.extra.message).sort()).toEqual(['login', 'password']);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const { status, body } = await t.request('POST', '/api/auth/login', { rawBody: '{"login": "a",' });
    expect(status).toBe(400);
    expect(body.status_code).toBe(400);
    expect(typeof body.message).toBe('string');
  });

  it('answers an oversized body with 413', async () => {
    const { status, body } = await t.request('POST', '/api/auth/register', { body: { ...validRegistration, fullname: 'x'.repeat(4096) } });
    expect(status).toBe(413);
    expect(body).toMatchObject({ status_code: 413, error: 'payload_too_large' });
  });

  it('sends security headers, and none that moves the browser to https on a plain-HTTP origin', async () => {
    for (const path of ['/api/health', '/']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS and upgrade-insecure-requests when the public URL is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://meshwork.test' });
    try {
      const response = await fetch(`${secure.baseUrl}/api/health`);
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('sends realtime protocol answers nosniff but none of the page headers', async () => {
    const response = await fetch(`${t.baseUrl}/time/0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves an OpenAPI document generated from the schemas at /api/docs', async () => {
    const { status, body } = await t.request('GET', '/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['fullname', 'username', 'email', 'password']),
    );
    expect((await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' })).status).toBe(200);
  });

  it('redirects the docs index.html to the docs, also with a query string', async () => {
    for (const query of ['', '?x', '?a=1&b=/static/index.html']) {
      const response = await fetch(`${t.baseUrl}/api/docs/static/index.html${query}`, { redirect: 'manual' });
      expect({ query, status: response.status, location: response.headers.get('location') }).toEqual({
        query,
        status: 302,
        location: '/api/docs/',
      });
    }
    expect((await fetch(`${t.baseUrl}/api/docs/static/index.html?x`)).status).toBe(200);
  });

  it('documents the answer of every product API route, which types the web client', async () => {
    const { body } = await t.request('GET', '/api/docs/json');
    const undocumented = Object.entries<Record<string, any>>(body.paths)
      .filter(([route]) => route.startsWith('/api/'))
      .flatMap(([route, operations]) =>
        Object.entries<any>(operations)
          .filter(([, operation]) => !Object.values<any>(operation.responses).some((response) => response.content?.['application/json']))
          .map(([method]) => `${method.toUpperCase()} ${route}`),
      );
    expect(undocumented).toEqual([]);
  });

  it('documents the image upload as a multipart body with a file', async () => {
    const { body } = await t.request('GET', '/api/docs/json');
    const upload = body.paths['/api/user/cover-image'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  });
});

describe('the web app fallback', () => {
  it('answers app paths with index.html, whatever the client accepts', async () => {
    for (const pathname of ['/', '/newsfeed', '/profile/ava/about', '/profile/ava.b', '/auth/login?next=%2F', '/some/unknown/page']) {
      for (const accept of ['text/html', '*/*', 'application/json', undefined]) {
        const response = await fetch(`${t.baseUrl}${pathname}`, { headers: accept ? { accept } : {} });
        expect({ pathname, accept, status: response.status, type: response.headers.get('content-type') }).toEqual({
          pathname,
          accept,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
        expect(await response.text()).toContain('Meshwork app');
      }
    }
  });

  it('answers HEAD of an app path like its GET, without a body', async () => {
    const response = await fetch(`${t.baseUrl}/newsfeed`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers other methods on app paths with a 404 envelope', async () => {
    const { status, body } = await t.request('POST', '/newsfeed', { headers: { accept: 'text/html' } });
    expect(status).toBe(404);
    expect(body).toEqual({ status_code: 404, error: 'not_found', message: 'Not found' });
  });

  it('never answers the API or the realtime paths', async () => {
    for (const pathname of [
      '/api',
      '/api/x',
      '/v1/x',
      '/v2/presence',
      '/v3/history/x',
      '/time/0',
      '/publish/a/b',
      '/signal/a',
      '/subscribe/a',
      '/presence/x',
      '/V2/x',
      '/dev/x',
      '/files/x',
      '/assets/index-0ld.js',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${t.baseUrl}${pathname}`, { method, headers: { accept: 'text/html' } });
        expect(response.headers.get('content-type'), `${method} ${pathname}`).not.toContain('text/html');
        expect(await response.text(), pathname).not.toContain('Meshwork app');
      }
    }
  });
});
