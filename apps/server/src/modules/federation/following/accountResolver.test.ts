import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentLoaderFactory } from '../remote/documentLoader.js';
import { startLoopbackServer, type LoopbackServer } from '../remote/loopbackServer.js';
import { AccountLookupError, AccountResolver } from './accountResolver.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const publicUrl = 'https://meshwork.example';

function resolverFor(allowPrivateAddresses: boolean) {
  const loader = createDocumentLoaderFactory({ publicUrl, allowPrivateAddresses })();
  return new AccountResolver({ publicUrl, allowPrivateAddresses, documentLoader: loader, contextLoader: loader });
}

/** A server answering WebFinger for `ada` and her actor document, as a Mastodon would (on plain http). */
async function remoteWithAda(): Promise<LoopbackServer> {
  const server = await startLoopbackServer((request, response) => {
    const actor = `${server.origin}/users/ada`;
    if (request.url?.startsWith('/.well-known/webfinger')) {
      response
        .writeHead(200, { 'content-type': 'application/jrd+json' })
        .end(JSON.stringify({ subject: 'acct:ada@x', links: [{ rel: 'self', type: 'application/activity+json', href: actor }] }));
    } else if (request.url === '/users/ada') {
      response.writeHead(200, { 'content-type': 'application/activity+json' }).end(
        JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: actor,
          type: 'Person',
          preferredUsername: 'ada',
          inbox: `${actor}/inbox`,
        }),
      );
    } else response.writeHead(404).end();
  });
  servers.push(server);
  return server;
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AccountLookupError);
  return (error as AccountLookupError).failure;
}

describe('the account resolver', () => {
  it('finds an actor by handle through WebFinger, over http only where private addresses are allowed', async () => {
    const server = await remoteWithAda();
    const actor = await resolverFor(true).resolve(`@ada@${new URL(server.origin).host}`);
    expect(actor.id?.href).toBe(`${server.origin}/users/ada`);
    expect(server.requests.map((request) => request.path)).toEqual([
      `/.well-known/webfinger?resource=${encodeURIComponent(`acct:ada@${new URL(server.origin).host}`)}`,
      '/users/ada',
    ]);
  });

  it('refuses a private address when they are not allowed, by handle or by address, connecting to nothing', async () => {
    const server = await remoteWithAda();
    const resolver = resolverFor(false);
    expect(await failureOf(resolver.resolve(`ada@${new URL(server.origin).host}`))).toBe('refused');
    expect(await failureOf(resolver.resolve(`${server.origin}/users/ada`))).toBe('refused');
    expect(server.connections()).toBe(0);
  });

  it('refuses an actor whose id is on another origin than the document', async () => {
    const ada = await remoteWithAda();
    const impostor = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/activity+json' }).end(
        JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${ada.origin}/users/ada`,
          type: 'Person',
          preferredUsername: 'ada',
          inbox: `${ada.origin}/inbox`,
        }),
      );
    });
    servers.push(impostor);
    expect(await failureOf(resolverFor(true).resolve(`${impostor.origin}/users/ada`))).toBe('not_found');
  });

  it('refuses an actor whose inbox is on another origin, where Fedify would deliver without an address check', async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/activity+json' }).end(
        JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${server.origin}/users/ada`,
          type: 'Person',
          preferredUsername: 'ada',
          inbox: 'http://169.254.169.254/inbox',
        }),
      );
    });
    servers.push(server);
    expect(await failureOf(resolverFor(true).resolve(`${server.origin}/users/ada`))).toBe('refused');
  });

  it('refuses accounts of this server before any fetch', async () => {
    const resolver = resolverFor(true);
    expect(await failureOf(resolver.resolve('ada@meshwork.example'))).toBe('own_server');
    expect(await failureOf(resolver.resolve('https://meshwork.example/ap/actors/1'))).toBe('own_server');
  });
});
