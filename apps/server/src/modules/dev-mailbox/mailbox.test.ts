import { errorsCopy } from '@meshwork/contracts';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { linkMailsSent } from '../../../test/jobHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const notFound = { status_code: 404, error: 'not_found', message: errorsCopy.notFound };
const mailboxPaths = ['/api/dev/mailbox', '/dev/mailbox'];

/** An address of this machine on an interface other than loopback, as another host on its network would be. */
function otherInterfaceAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('This test needs a network interface other than loopback (see `ip -4 addr`)');
  return address;
}

/** A GET over a real socket from `from` to the server at `to`, with any headers. */
function getFrom(from: string, to: string, port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: to, port, path, localAddress: from, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  // Every interface, so that a client can come from another one than loopback.
  t = await startTestApp({}, { host: '0.0.0.0' });
  port = Number(new URL(t.baseUrl).port);
  await createMember(t.app, { email: 'mailbox-owner@example.com' });
  await t.request('POST', '/api/auth/forgot-password', { body: { email: 'mailbox-owner@example.com' } });
  await linkMailsSent(t);
});
afterAll(() => t.close());

describe('the dev mailbox', () => {
  it('answers a client on the loopback interface', async () => {
    const json = await getFrom('127.0.0.1', '127.0.0.1', port, '/api/dev/mailbox?to=mailbox-owner@example.com');
    expect(json.status).toBe(200);
    expect(JSON.parse(json.body).output.items[0].subject).toContain('password');
    const page = await getFrom('127.0.0.1', '127.0.0.1', port, '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('mailbox-owner@example.com');
  });

  it('is a 404 for a client on another interface, whatever its headers claim', async () => {
    const address = otherInterfaceAddress();
    const claims = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1', host: 'localhost' };
    for (const path of mailboxPaths) {
      for (const headers of [{}, claims]) {
        const answer = await getFrom(address, address, port, path, headers);
        expect({ path, headers, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
          path,
          headers,
          status: 404,
          body: notFound,
        });
      }
    }
  });

  it('judges the address of the socket in every form a listener reports it', async () => {
    const answerTo = async (remoteAddress: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } }))
        .statusCode;
    for (const loopback of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '::ffff:127.9.9.9'])
      expect({ loopback, status: await answerTo(loopback) }).toEqual({ loopback, status: 200 });
    for (const other of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', 'fd00::2', 'fe80::1', '::', '::127.0.0.1', '0.0.0.0'])
      expect({ other, status: await answerTo(other) }).toEqual({ other, status: 404 });
  });
});

describe('the dev mailbox behind a trusted proxy', () => {
  let proxied: TestApp;
  let proxiedPort: number;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY: 'loopback' });
    proxiedPort = Number(new URL(proxied.baseUrl).port);
  });
  afterAll(() => proxied.close());

  it('is a 404 for the remote client the proxy forwards', async () => {
    for (const path of mailboxPaths) {
      const answer = await getFrom('127.0.0.1', '127.0.0.1', proxiedPort, path, { 'x-forwarded-for': '203.0.113.5' });
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({ path, status: 404, body: notFound });
    }
  });

  it('answers a client on this machine, through the proxy or directly', async () => {
    for (const path of mailboxPaths)
      for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, {}] as Record<string, string>[])
        expect({ path, headers, status: (await getFrom('127.0.0.1', '127.0.0.1', proxiedPort, path, headers)).status }).toEqual({
          path,
          headers,
          status: 200,
        });
  });
});
