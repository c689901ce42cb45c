import { createFederation, generateCryptoKeyPair, MemoryKvStore } from '@fedify/fedify';
import { FetchError, preloadedContexts } from '@fedify/fedify/runtime';
import { Person } from '@fedify/vocab';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { activityPubAccept, createAuthenticatedDocumentLoaderFactory, createDocumentLoaderFactory } from './documentLoader.js';
import { refusal, startLoopbackServer, type LoopbackServer } from './loopbackServer.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A loopback server answering every request with this body and content type. */
async function answering(body: string | Buffer, contentType: string | undefined, status = 200, extra: Record<string, string> = {}) {
  const server = await startLoopbackServer((_request, response: ServerResponse) => {
    response.writeHead(status, { ...(contentType ? { 'content-type': contentType } : {}), ...extra }).end(body);
  });
  servers.push(server);
  return server;
}

const settings = { publicUrl: 'https://meshwork.example' };
const loadOnLoopback = createDocumentLoaderFactory({ ...settings, allowPrivateAddresses: true })();

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the remote document loader', () => {
  it('loads an ActivityPub document, asking for ActivityPub JSON', async () => {
    const actor = { '@context': 'https://www.w3.org/ns/activitystreams', id: 'https://remote.example/users/ada', type: 'Person' };
    const server = await answering(JSON.stringify(actor), 'application/activity+json; charset=utf-8');
    const loaded = await loadOnLoopback(`${server.origin}/users/ada`);
    expect(loaded).toEqual({ contextUrl: null, document: actor, documentUrl: `${server.origin}/users/ada` });
    expect(server.requests[0]?.headers.accept).toBe(activityPubAccept);
    expect(server.requests[0]?.headers['user-agent']).toBe('Meshwork (+https://meshwork.example)');
  });

  it('refuses loopback unless private addresses are allowed, by us or by Fedify’s option', async () => {
    const server = await answering('{}', 'application/activity+json');
    const load = createDocumentLoaderFactory(settings);
    expect((await refusal(load()(server.origin))).reason).toBe('private_address');
    expect(server.connections()).toBe(0);
    await expect(load({ allowPrivateAddress: true })(server.origin)).resolves.toMatchObject({ document: {} });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['an HTML page without an alternate', 'text/html'],
    ['no content type', undefined],
  ])('refuses a document served as %s', async (_name, contentType) => {
    const server = await answering('{}', contentType);
    expect((await refusal(loadOnLoopback(server.origin))).reason).toBe('unsupported_content_type');
  });

  it('follows the ActivityPub alternate an HTML page names in its Link header', async () => {
    const actor = { id: 'https://remote.example/users/ada', type: 'Person' };
    const json = await answering(JSON.stringify(actor), 'application/activity+json');
    const page = await answering('<html></html>', 'text/html; charset=utf-8', 200, {
      link: `<https://remote.example/ada.atom>; rel="alternate"; type="application/atom+xml", <${json.origin}/users/ada>; rel="alternate"; type="application/activity+json"`,
    });
    const loaded = await loadOnLoopback(`${page.origin}/@ada`);
    expect(loaded.document).toEqual(actor);
    expect(loaded.documentUrl).toBe(`${json.origin}/users/ada`);
  });

  it('reports an HTTP error status as a Fedify FetchError carrying the status, so a 410 reads as gone', async () => {
    const server = await answering('gone', 'text/plain', 410);
    const error = await refusal(loadOnLoopback(server.origin));
    expect(error).toBeInstanceOf(FetchError);
    expect(error.reason).toBe('http_status');
    expect(error.response?.status).toBe(410);
  });

  it.each([
    ['malformed JSON', '{"id":', 'invalid_json'],
    ['invalid UTF-8 inside a string', Buffer.concat([Buffer.from('["'), Buffer.from([0xff]), Buffer.from('"]')]), 'invalid_json'],
    ['a depth of 100', nested(100), 'document_rejected'],
    ['a depth of 65', nested(65), 'document_rejected'],
    ['20,000 values', JSON.stringify(Array.from({ length: 20_000 }, (_, index) => index)), 'document_rejected'],
    [
      '20,000 values spread over objects',
      JSON.stringify(Array.from({ length: 4_000 }, () => ({ a: 1, b: 2, c: 3, d: 4 }))),
      'document_rejected',
    ],
    ['a string over 100,000 characters', JSON.stringify({ content: 'x'.repeat(100_001) }), 'document_rejected'],
    ['a key over 100,000 characters', JSON.stringify({ ['k'.repeat(100_001)]: 1 }), 'document_rejected'],
    ['a NUL character', JSON.stringify({ name: 'a\u0000b' }), 'document_rejected'],
    ['a 500,000-deep array (no stack overflow)', nested(500_000), 'document_rejected'],
  ])('refuses %s', async (_name, body, reason) => {
    const server = await answering(body, 'application/ld+json', 200);
    expect((await refusal(loadOnLoopback(server.origin))).reason).toBe(reason);
  });

  it('accepts a document nested exactly 64 deep', async () => {
    const server = await answering(nested(64), 'application/json');
    await expect(loadOnLoopback(server.origin)).resolves.toMatchObject({ documentUrl: `${server.origin}/` });
  });

  it('answers a second load from the federation’s store when given one, as Fedify’s own loader does', async () => {
    const server = await answering('{"type":"Person"}', 'application/activity+json');
    const load = createDocumentLoaderFactory({ ...settings, allowPrivateAddresses: true, cache: new MemoryKvStore() })();
    await load(`${server.origin}/users/ada`);
    await expect(load(`${server.origin}/users/ada`)).resolves.toMatchObject({ document: { type: 'Person' } });
    expect(server.requests).toHaveLength(1);
  });

  it('answers a well-known JSON-LD context from Fedify’s copy, without fetching', async () => {
    // Every address is refused, so any fetch would fail.
    const load = createDocumentLoaderFactory({ ...settings, addressPolicy: () => false })();
    const url = 'https://www.w3.org/ns/activitystreams';
    await expect(load(url)).resolves.toEqual({ contextUrl: null, document: preloadedContexts[url], documentUrl: url });
  });
});

describe('the authenticated document loader', () => {
  it('signs its GET with Fedify’s HTTP signature, verifiable with the actor’s public key', async () => {
    const server = await answering('{"type":"Note"}', 'application/activity+json');
    const { privateKey, publicKey } = await generateCryptoKeyPair();
    const keyId = new URL('https://meshwork.example/users/ada#main-key');
    const load = createAuthenticatedDocumentLoaderFactory({ ...settings, allowPrivateAddresses: true })({ keyId, privateKey });

    await load(`${server.origin}/notes/1?page=2`);
    const received = server.requests[0]!;
    const parameters = signatureParameters(received.headers.signature);
    expect(parameters.keyId).toBe(keyId.href);
    // The draft-cavage target is the path without the query, as Fedify and Mastodon both sign and verify it.
    const target = received.path.split('?')[0];
    const signedText = parameters
      .headers!.split(' ')
      .map((name) => (name === '(request-target)' ? `${name}: get ${target}` : `${name}: ${headerValue(received.headers, name)}`))
      .join('\n');
    const valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      publicKey,
      Buffer.from(parameters.signature!, 'base64'),
      new TextEncoder().encode(signedText),
    );
    expect(parameters.headers).toContain('(request-target)');
    expect(valid).toBe(true);
  });
});

function signatureParameters(header: string | string[] | undefined): Record<string, string> {
  return Object.fromEntries([...String(header).matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  return String(headers[name]);
}

describe('the loaders in a Fedify federation', () => {
  it('let Fedify look up a remote actor through our fetch', async () => {
    const actor = { '@context': 'https://www.w3.org/ns/activitystreams', type: 'Person', preferredUsername: 'ada' };
    const server = await startLoopbackServer((request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/activity+json' })
        .end(JSON.stringify({ ...actor, id: `${server.origin}${request.url}` }));
    });
    servers.push(server);
    const remote = { ...settings, allowPrivateAddresses: true };
    const federation = createFederation<undefined>({
      kv: new MemoryKvStore(),
      documentLoaderFactory: createDocumentLoaderFactory(remote),
      authenticatedDocumentLoaderFactory: createAuthenticatedDocumentLoaderFactory(remote),
    });
    const found = await federation.createContext(new URL('https://meshwork.example'), undefined).lookupObject(`${server.origin}/users/ada`);
    expect(found).toBeInstanceOf(Person);
    expect(found?.id?.href).toBe(`${server.origin}/users/ada`);
    expect(server.requests[0]?.headers['user-agent']).toBe('Meshwork (+https://meshwork.example)');
  });
});
