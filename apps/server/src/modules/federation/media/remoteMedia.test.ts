import { Create, Document, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAnImage, pngBomb, pngOfSolidColour } from '../../../../test/badImages.js';
import { federationPair, followsRemote } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

const fed = federationPair(['alice']);
const db = () => fed.t.app.database.db;

/** Another site that serves pictures (and things that are not), counting what it is asked. */
const files: Record<string, { type: string; body: Buffer }> = {
  '/wide.png': { type: 'image/png', body: pngOfSolidColour(2000, 1000) },
  '/page.png': { type: 'image/png', body: notAnImage },
  '/bomb.png': { type: 'image/png', body: pngBomb() },
};
const asked: string[] = [];
let site: Server;
let siteOrigin: string;

let reader: SignedInMember;
let stranger: SignedInMember;
beforeAll(async () => {
  site = createServer((request, response) => {
    asked.push(request.url ?? '');
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  reader = await signedInMember(fed.t);
  stranger = await signedInMember(fed.t);
  await followsRemote(fed.t, fed.remote, reader.id, 'alice');
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

interface Attachment {
  url: string;
  preview_url: string | null;
}

/** A followers-only note of Alice's with these attachments, as the reader's feed shows it. */
async function noteWith(attachments: Array<{ path: string; mediaType: string }>) {
  const note = new Note({
    id: fed.nextId('notes'),
    attribution: fed.remote.actorUri('alice'),
    content: '<p>pictures</p>',
    published: Temporal.Now.instant(),
    to: PUBLIC_COLLECTION,
    attachments: attachments.map(({ path, mediaType }) => new Document({ url: new URL(path, siteOrigin), mediaType, name: path })),
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('alice'), object: note }), reader.id);
  await fed.handled();
  const feed = (await reader.call('GET', '/social/feed?limit=20')).body.output.remote_posts as Array<{
    id: string;
    attachments: Attachment[];
  }>;
  return feed.find((entry) => entry.attachments[0]?.url === new URL(attachments[0]!.path, siteOrigin).href)!;
}

/** The path the feed gave, asked with no session: the signed link opens it alone. */
const openLink = (link: string) => fed.t.app.inject({ method: 'GET', url: link });

describe('pictures of notes of other servers', () => {
  it('are served from here, re-encoded as WebP of at most 1280 pixels, fetched from their server once', async () => {
    const note = await noteWith([
      { path: '/wide.png', mediaType: 'image/png' },
      { path: '/clip.mp4', mediaType: 'video/mp4' },
    ]);
    const [picture, video] = note.attachments;
    expect(video!.preview_url).toBeNull();
    expect(picture!.preview_url).toMatch(new RegExp(`^/api/federation/notes/${note.id}/media/0\\?expires=\\d+&signature=`));

    const answer = await openLink(picture!.preview_url!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('private, max-age=86400');
    const metadata = await sharp(answer.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1280, 640]);

    // A member who may see the note asks with their session; the copy kept answers.
    const again = await reader.call('GET', `/federation/notes/${note.id}/media/0`);
    expect(again.status).toBe(200);
    expect(asked.filter((path) => path === '/wide.png')).toHaveLength(1);
    // A video is no picture here, and a link opens its own path only (another is a bad link).
    expect((await reader.call('GET', `/federation/notes/${note.id}/media/1`)).status).toBe(404);
    expect((await openLink(picture!.preview_url!.replace('/media/0', '/media/1'))).statusCode).toBe(403);
  });

  it('are refused when they are not pictures or unpack into too many pixels, and not asked for again at once', async () => {
    const note = await noteWith([
      { path: '/page.png', mediaType: 'image/png' },
      { path: '/bomb.png', mediaType: 'image/png' },
      { path: '/missing.png', mediaType: 'image/png' },
    ]);
    for (const index of [0, 1, 2]) {
      const answer = await reader.call('GET', `/federation/notes/${note.id}/media/${index}`);
      expect(answer.status, `attachment ${index}`).toBe(404);
      expect(answer.body.error).toBe('media_unavailable');
    }
    await reader.call('GET', `/federation/notes/${note.id}/media/0`);
    expect(asked.filter((path) => path === '/page.png')).toHaveLength(1);
  });

  it('are not shown to a member who may not see the note, nor from a server whose media are refused', async () => {
    const note = await noteWith([{ path: '/wide.png', mediaType: 'image/png' }]);
    await db().execute(sql`update remote_posts set audience = 'followers' where id = ${note.id}`);
    expect((await stranger.call('GET', `/federation/notes/${note.id}/media/0`)).status).toBe(404);
    await db().execute(sql`update remote_posts set audience = 'public' where id = ${note.id}`);

    const host = new URL(fed.remote.origin).host;
    await db().execute(sql`insert into domain_policies (host, severity, reject_media) values (${host}, 'silence', true)`);
    try {
      expect((await reader.call('GET', `/federation/notes/${note.id}/media/0`)).status).toBe(404);
    } finally {
      await db().execute(sql`delete from domain_policies where host = ${host}`);
    }
    expect((await reader.call('GET', `/federation/notes/${note.id}/media/7`)).status).toBe(422);
  });

  it('of accounts, their picture and header, are served from here to anyone, small, unless their server’s media are refused', async () => {
    const note = await noteWith([{ path: '/wide.png', mediaType: 'image/png' }]);
    const alice = fed.remote.actorUri('alice').href;
    await db().execute(
      sql`update remote_actors set icon_url = ${`${siteOrigin}/wide.png`}, header_url = ${`${siteOrigin}/wide.png`} where uri = ${alice}`,
    );
    const { rows } = await db().execute<{ id: string }>(sql`select id from remote_actors where uri = ${alice}`);
    const aliceId = rows[0]!.id;
    const feed = (await reader.call('GET', '/social/feed?limit=20')).body.output.remote_posts as Array<{
      id: string;
      author: { icon_url: string | null };
    }>;
    expect(feed.find((entry) => entry.id === note.id)!.author.icon_url).toBe(`/api/federation/accounts/${aliceId}/icon`);

    const icon = await fed.t.app.inject({ method: 'GET', url: `/api/federation/accounts/${aliceId}/icon` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const iconSize = await sharp(icon.rawPayload).metadata();
    expect([iconSize.format, iconSize.width, iconSize.height]).toEqual(['webp', 256, 128]);
    const header = await fed.t.app.inject({ method: 'GET', url: `/api/federation/accounts/${aliceId}/header` });
    expect((await sharp(header.rawPayload).metadata()).width).toBe(1280);

    const host = new URL(fed.remote.origin).host;
    await db().execute(sql`insert into domain_policies (host, severity, reject_media) values (${host}, 'silence', true)`);
    try {
      expect((await fed.t.app.inject({ method: 'GET', url: `/api/federation/accounts/${aliceId}/icon` })).statusCode).toBe(404);
    } finally {
      await db().execute(sql`delete from domain_policies where host = ${host}`);
    }
    await db().execute(sql`update remote_actors set icon_url = null where uri = ${alice}`);
    expect((await fed.t.app.inject({ method: 'GET', url: `/api/federation/accounts/${aliceId}/icon` })).statusCode).toBe(404);
  });
});
