import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressPolicy.js';
import { refusal, startLoopbackServer, type LoopbackServer } from './loopbackServer.js';
import { meshworkUserAgent, safeFetch, type SafeFetchOptions } from './safeFetch.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(...args: Parameters<typeof startLoopbackServer>) {
  const server = await startLoopbackServer(...args);
  servers.push(server);
  return server;
}

const base: SafeFetchOptions = {
  userAgent: meshworkUserAgent('https://meshwork.example'),
  accept: 'application/activity+json',
};
const onLoopback: SafeFetchOptions = { ...base, allowPrivateAddresses: true };

describe('safeFetch', () => {
  it('fetches a document from loopback when private addresses are allowed, naming Meshwork in the User-Agent', async () => {
    const server = await serve((_request, response) => response.end('{"ok":true}'));
    const response = await safeFetch(`${server.origin}/actor`, onLoopback);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('{"ok":true}');
    expect(server.requests[0]?.headers['user-agent']).toBe('Meshwork (+https://meshwork.example)');
    expect(server.requests[0]?.headers.cookie).toBeUndefined();
  });

  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/`],
    ['localhost', (port: number) => `http://localhost:${port}/`],
    ['[::1]', (port: number) => `http://[::1]:${port}/`],
    ['a decimal IPv4 (2130706433)', (port: number) => `http://2130706433:${port}/`],
    ['a hexadecimal short IPv4 (0x7f.1)', (port: number) => `http://0x7f.1:${port}/`],
    ['an IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.1/'],
  ])('refuses %s before any connection when private addresses are not allowed', async (_name, target) => {
    const server = await serve((_request, response) => response.end('{}'));
    const error = await refusal(safeFetch(target(server.port), base));
    expect(error.reason).toBe('private_address');
    expect(server.connections()).toBe(0);
  });

  it.each([
    ['another loopback address', (inside: LoopbackServer) => `${inside.origin}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped private address', () => 'http://[::ffff:10.0.0.1]/'],
  ])('refuses a redirect from an allowed address to %s, without connecting to it', async (_name, target) => {
    const inside = await serve((_request, response) => response.end('{}'), '127.0.0.2');
    const outside = await serve((_request, response) => response.writeHead(302, { location: target(inside) }).end());
    // The first hop stands for a public server: only 127.0.0.1 is allowed beside public addresses.
    const firstHopAllowed = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
    const error = await refusal(safeFetch(`${outside.origin}/`, { ...base, addressPolicy: firstHopAllowed }));
    expect(error.reason).toBe('private_address');
    expect(outside.requests).toHaveLength(1);
    expect(inside.connections()).toBe(0);
  });

  describe('redirects', () => {
    // /hop/n redirects to /hop/n-1; /hop/0 answers.
    const chain = () =>
      serve((request, response) => {
        const left = Number(request.url?.split('/')[2]);
        if (left === 0) response.end('arrived');
        else response.writeHead(302, { location: `/hop/${left - 1}` }).end();
      });

    it('follows three redirects, each one checked again', async () => {
      const server = await chain();
      const response = await safeFetch(`${server.origin}/hop/3`, onLoopback);
      expect(response.body.toString()).toBe('arrived');
      expect(response.url.pathname).toBe('/hop/0');
    });

    it('refuses a fourth redirect without following it', async () => {
      const server = await chain();
      const error = await refusal(safeFetch(`${server.origin}/hop/4`, onLoopback));
      expect(error.reason).toBe('too_many_redirects');
      expect(server.requests.map(({ path }) => path)).toEqual(['/hop/4', '/hop/3', '/hop/2', '/hop/1']);
    });

    it.each([
      ['no Location', {}],
      ['an unparsable Location', { location: 'http://[not-an-address/' }],
    ])('refuses a redirect with %s', async (_name, headers: Record<string, string>) => {
      const server = await serve((_request, response) => response.writeHead(302, headers).end());
      expect((await refusal(safeFetch(server.origin, onLoopback))).reason).toBe('bad_redirect');
    });

    it('refuses a redirect to another scheme', async () => {
      const server = await serve((_request, response) => response.writeHead(301, { location: 'file:///etc/passwd' }).end());
      expect((await refusal(safeFetch(server.origin, onLoopback))).reason).toBe('unsupported_scheme');
    });

    it('sends credentials to the first origin only, never to the host a redirect names', async () => {
      const elsewhere = await serve((_request, response) => response.end('{}'));
      const first = await serve((request, response) => {
        if (request.url === '/moved') response.writeHead(302, { location: `${elsewhere.origin}/x` }).end();
        else response.writeHead(302, { location: '/moved' }).end();
      });
      const signed: string[] = [];
      await safeFetch(`${first.origin}/start`, {
        ...onLoopback,
        credentialsFor: (url) => {
          signed.push(url.href);
          return Promise.resolve({ signature: `for ${url.pathname}` });
        },
      });
      expect(first.requests.map(({ headers }) => headers.signature)).toEqual(['for /start', 'for /moved']);
      expect(elsewhere.requests[0]?.headers.signature).toBeUndefined();
      expect(elsewhere.requests[0]?.headers['user-agent']).toBe(base.userAgent);
      expect(signed).toEqual([`${first.origin}/start`, `${first.origin}/moved`]);
    });
  });

  it('cuts and refuses a chunked body larger than the cap, without a Content-Length to trust', async () => {
    let chunked = false;
    const server = await serve((_request, response) => {
      response.write('x'.repeat(1000));
      chunked = response.getHeader('content-length') === undefined;
      response.end('y'.repeat(1000));
    });
    const error = await refusal(safeFetch(server.origin, { ...onLoopback, maxBytes: 1024 }));
    expect(chunked).toBe(true);
    expect(error.reason).toBe('too_large');
  });

  it('accepts a body of exactly the cap', async () => {
    const server = await serve((_request, response) => response.end('z'.repeat(1024)));
    const response = await safeFetch(server.origin, { ...onLoopback, maxBytes: 1024 });
    expect(response.body).toHaveLength(1024);
  });

  it('gives up on a server that never answers, with the timeout as the reason', async () => {
    const server = await serve(() => undefined);
    const error = await refusal(safeFetch(server.origin, { ...onLoopback, timeoutMs: 200 }));
    expect(error.reason).toBe('timeout');
  });

  it('gives up on a body that stops halfway, with the timeout as the reason', async () => {
    const server = await serve((_request, response) => response.write('{"partial":'));
    const error = await refusal(safeFetch(server.origin, { ...onLoopback, timeoutMs: 200 }));
    expect(error.reason).toBe('timeout');
  });

  it('stops when the caller cancels', async () => {
    const server = await serve(() => undefined);
    const controller = new AbortController();
    const fetching = safeFetch(server.origin, { ...onLoopback, signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    expect((await refusal(fetching)).reason).toBe('aborted');
  });

  it.each([
    ['ftp://example.com/actor', 'unsupported_scheme'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['https://user:secret@example.com/actor', 'credentials_in_url'],
    ['not a url', 'invalid_url'],
  ])('refuses %s (%s)', async (target, reason) => {
    expect((await refusal(safeFetch(target, base))).reason).toBe(reason);
  });

  it('keeps the path and query of a URL out of its error message', async () => {
    const error = await refusal(safeFetch('http://10.1.2.3/inbox?token=s3cret', base));
    expect(error.message).toBe('http://10.1.2.3: the host is not a public address');
  });
});
