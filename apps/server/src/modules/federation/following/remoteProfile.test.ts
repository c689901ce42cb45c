import { isActor, Object as ApObject, type Actor } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentLoaderFactory } from '../remote/documentLoader.js';
import { startLoopbackServer, type LoopbackServer } from '../remote/loopbackServer.js';
import { remoteProfileExtras } from './remoteProfile.js';

const publicAudience = 'https://www.w3.org/ns/activitystreams#Public';
let server: LoopbackServer;
let actor: Actor;
const loader = createDocumentLoaderFactory({ publicUrl: 'https://meshwork.example', allowPrivateAddresses: true })();
const loaders = { documentLoader: loader, contextLoader: loader };

/** A Mastodon-like account: its outbox's first page embeds every Create and Note. */
function documents(origin: string): Record<string, unknown> {
  const ada = `${origin}/users/ada`;
  const note = (id: number, extra: Record<string, unknown> = {}) => ({
    type: 'Create',
    id: `${origin}/notes/${id}/activity`,
    actor: ada,
    object: {
      type: 'Note',
      id: `${origin}/notes/${id}`,
      attributedTo: ada,
      to: [publicAudience],
      content: `<p>note ${id}</p>`,
      published: '2026-11-01T10:00:00Z',
      url: `${origin}/@ada/${id}`,
      ...extra,
    },
  });
  return {
    '/users/ada': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: ada,
      type: 'Person',
      preferredUsername: 'ada',
      inbox: `${ada}/inbox`,
      summary: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      image: { type: 'Image', url: `${origin}/header.png` },
      outbox: `${ada}/outbox`,
      followers: `${ada}/followers`,
      following: `${ada}/following`,
    },
    '/users/ada/followers': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${ada}/followers`,
      type: 'OrderedCollection',
      totalItems: 7,
    },
    '/users/ada/following': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${ada}/following`,
      type: 'OrderedCollection',
      totalItems: -3,
    },
    '/users/ada/outbox': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${ada}/outbox`,
      type: 'OrderedCollection',
      first: `${ada}/outbox?page=true`,
    },
    '/users/ada/outbox?page=true': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${ada}/outbox?page=true`,
      type: 'OrderedCollectionPage',
      orderedItems: [
        note(1, {
          content: '<p>one <img src=x onerror=alert(1)></p>',
          summary: 'Spoilers',
          attachment: [{ type: 'Document', url: `${origin}/a.png` }],
        }),
        note(2, { to: [`${ada}/followers`] }),
        note(3, { attributedTo: `${origin}/users/mallory` }),
        { type: 'Announce', id: `${origin}/announces/1`, actor: ada, object: `${origin}/notes/9`, to: [publicAudience] },
        `${origin}/notes/4/activity`,
        ...Array.from({ length: 30 }, (_, index) => note(10 + index)),
      ],
    },
  };
}

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const document = documents(server.origin)[request.url ?? ''];
    if (!document) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(document));
  });
  const object = await ApObject.fromJsonLd(documents(server.origin)['/users/ada'], loaders);
  if (!isActor(object)) throw new Error('not an actor');
  actor = object;
});
afterAll(() => server.close());

describe('a remote profile’s extras', () => {
  it('sanitises the biography, reads the counts, and shows at most 20 public notes of the account, sanitised', async () => {
    const extras = await remoteProfileExtras(actor, loaders);
    expect(extras.summaryHtml).toBe('<p>Hello <span>x</span></p>');
    expect([extras.followersCount, extras.followingCount]).toEqual([7, null]);
    expect(extras.posts).toHaveLength(20);
    expect(extras.posts[0]).toEqual({
      id: `${server.origin}/notes/1`,
      url: `${server.origin}/@ada/1`,
      published: '2026-11-01T10:00:00Z',
      content_html: '<p>one </p>',
      summary: 'Spoilers',
      sensitive: true,
      attachment_urls: [`${server.origin}/a.png`],
    });
    // Not public, another's, a share, an item by reference (never fetched one by one): skipped.
    expect(extras.posts.map((post) => post.id)).not.toContain(`${server.origin}/notes/2`);
    expect(extras.posts.map((post) => post.id)).not.toContain(`${server.origin}/notes/3`);
    expect(extras.posts[1]!.id).toBe(`${server.origin}/notes/10`);
    expect(server.requests.map((request) => request.path)).not.toContain('/notes/4/activity');
  });
});
