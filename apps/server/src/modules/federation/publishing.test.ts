import { createFederation, generateCryptoKeyPair, MemoryKvStore, signRequest } from '@fedify/fedify';
import { Create, CryptographicKey, Follow, Image, Mention, Note, Person } from '@fedify/vocab';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadPostImage, writePost } from '../../../test/postHelpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { freePort } from '../../../test/serverProcess.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { createAuthenticatedDocumentLoaderFactory, createDocumentLoaderFactory } from './remote/documentLoader.js';
import { startLoopbackServer } from './remote/loopbackServer.js';

// The server's public URL is its real loopback address, so every id it publishes can be fetched.
let t: TestApp;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: origin }, { port });
});
afterAll(() => t.close());

const activityJson = { accept: 'application/activity+json' };
const getJson = (path: string) => t.request('GET', path, { headers: activityJson });

const write = writePost;

const comment = async (member: SignedInMember, postId: string, text: string): Promise<string> => {
  const { status, body } = await member.call('POST', `/posts/${postId}/comments`, { text });
  expect(status).toBeLessThan(300);
  return body.output.id;
};

const uploadImage = (member: SignedInMember) => uploadPostImage(t, member);

describe('the outbox and featured', () => {
  it('count and list the public posts as Creates of Notes, leave friends-only posts home, and feature the pinned post', async () => {
    const author = await signedInMember(t);
    const shown = await write(author, { text: 'out in the open', visibility: 'public' });
    const pinned = await write(author, { text: 'pinned for all', visibility: 'public' });
    await write(author, { text: 'among friends', visibility: 'friends' });
    await write(author, { text: 'just me', visibility: 'only_me' });
    expect((await author.call('POST', `/posts/${pinned}/pin`)).status).toBeLessThan(300);

    const outbox = await getJson(`/ap/actors/${author.id}/outbox`);
    expect(outbox.status).toBe(200);
    expect(outbox.body).toMatchObject({ type: 'OrderedCollection', totalItems: 2 });
    const page = await getJson(new URL(outbox.body.first as string).pathname + new URL(outbox.body.first as string).search);
    expect(page.status).toBe(200);
    const items = page.body.orderedItems as Array<Record<string, any>>;
    expect(items.map((item) => item.type)).toEqual(['Create', 'Create']);
    expect(items.map((item) => item.object.id)).toEqual([`${origin}/ap/posts/${pinned}`, `${origin}/ap/posts/${shown}`]);
    const create = items[1]!;
    expect(create.id).toBe(`${origin}/ap/posts/${shown}#create`);
    expect(create.object).toMatchObject({ type: 'Note', content: '<p>out in the open</p>' });
    expect(JSON.stringify(page.body)).not.toContain('among friends');
    expect(JSON.stringify(page.body)).not.toContain('just me');

    const featured = await getJson(`/ap/actors/${author.id}/featured`);
    expect(featured.status).toBe(200);
    expect(featured.body.orderedItems).toEqual([expect.objectContaining({ id: `${origin}/ap/posts/${pinned}`, type: 'Note' })]);
  });
});

describe('objects at their ids', () => {
  it('answers a public post’s Note and 404 for a friends-only, only-me, unknown or malformed id', async () => {
    const author = await signedInMember(t);
    const shown = await write(author, { text: 'hello world', visibility: 'public' });
    const friendsOnly = await write(author, { text: 'friends', visibility: 'friends' });
    const onlyMe = await write(author, { text: 'me', visibility: 'only_me' });

    const { status, body } = await getJson(`/ap/posts/${shown}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: `${origin}/ap/posts/${shown}`,
      type: 'Note',
      content: '<p>hello world</p>',
      attributedTo: `${origin}/ap/actors/${author.id}`,
    });

    for (const id of [friendsOnly, onlyMe, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00', `${shown}%00`, 'x'.repeat(5000)])
      expect((await getJson(`/ap/posts/${id}`)).status, id.slice(0, 40)).toBe(404);
  });

  it('answers a poll as a Question and a plain share as its Announce, at the one post path', async () => {
    const author = await signedInMember(t);
    const sharer = await signedInMember(t);
    const poll = await write(author, { text: 'which?', visibility: 'public', poll: { options: ['a', 'b'], duration_minutes: 60 } });
    const share = await write(sharer, { visibility: 'public', shared_post_id: poll });

    expect((await getJson(`/ap/posts/${poll}`)).body).toMatchObject({ id: `${origin}/ap/posts/${poll}`, type: 'Question' });
    expect((await getJson(`/ap/posts/${share}`)).body).toMatchObject({
      id: `${origin}/ap/posts/${share}`,
      type: 'Announce',
      actor: `${origin}/ap/actors/${sharer.id}`,
      object: `${origin}/ap/posts/${poll}`,
    });
  });

  it('answers 404 for a deleted post and for the post of an author who is no longer present', async () => {
    const author = await signedInMember(t);
    const deleted = await write(author, { text: 'soon gone', visibility: 'public' });
    expect((await author.call('DELETE', `/posts/${deleted}`)).status).toBeLessThan(300);
    expect((await getJson(`/ap/posts/${deleted}`)).status).toBe(404);

    const leaving = await signedInMember(t);
    const post = await write(leaving, { text: 'by someone leaving', visibility: 'public' });
    expect((await getJson(`/ap/posts/${post}`)).status).toBe(200);
    await t.app.database.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, leaving.id));
    expect((await getJson(`/ap/posts/${post}`)).status).toBe(404);
  });

  it('answers a comment’s Note in reply to its post, and 404 for a comment on a friends-only post', async () => {
    const author = await signedInMember(t);
    const friend = await signedInMember(t);
    await befriend(author, friend);
    const shown = await write(author, { text: 'talk to me', visibility: 'public' });
    const hidden = await write(author, { text: 'friends talk', visibility: 'friends' });
    const onShown = await comment(friend, shown, `hi @${author.member.username}`);
    const onHidden = await comment(friend, hidden, 'hush');

    const { status, body } = await getJson(`/ap/comments/${onShown}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: `${origin}/ap/comments/${onShown}`, type: 'Note', inReplyTo: `${origin}/ap/posts/${shown}` });
    expect(body.tag).toMatchObject({ type: 'Mention', href: `${origin}/ap/actors/${author.id}` });
    for (const id of [onHidden, 'not-a-uuid', '%00']) expect((await getJson(`/ap/comments/${id}`)).status).toBe(404);
  });

  it('publishes only ids that answer: every ActivityPub id and media URL of a served Create and Note resolves', async () => {
    const author = await signedInMember(t);
    const mentioned = await signedInMember(t);
    const image = await uploadImage(author);
    const postId = await write(author, {
      text: `look @${mentioned.member.username}`,
      visibility: 'public',
      images: [{ id: image, alt: 'a red square' }],
    });
    const outbox = await getJson(`/ap/actors/${author.id}/outbox`);
    const first = new URL(outbox.body.first as string);
    const create = await Create.fromJsonLd((await getJson(first.pathname + first.search)).body.orderedItems[0]);
    const note = (await create.getObject()) as Note;
    expect(note).toBeInstanceOf(Note);
    expect(note.id?.href).toBe(`${origin}/ap/posts/${postId}`);

    const attachments = [];
    for await (const attachment of note.getAttachments()) if (attachment instanceof Image) attachments.push(attachment.url as URL);
    const mentions = [];
    for await (const tag of note.getTags()) if (tag instanceof Mention) mentions.push(tag.href!);
    const urls = [create.id!, create.actorId!, note.id!, note.attributionId!, ...note.ccIds, ...mentions, ...attachments];
    expect(urls.length).toBe(8);
    for (const url of urls) {
      expect(url.origin).toBe(origin);
      const response = await fetch(url, { headers: activityJson });
      expect(response.status, url.href).toBe(200);
    }
  });
});

describe('the media of posts', () => {
  it('serves a public post’s picture with its type and long cache, and 404 for a friends-only post’s or a malformed id', async () => {
    const author = await signedInMember(t);
    const shownImage = await uploadImage(author);
    const hiddenImage = await uploadImage(author);
    const unposted = await uploadImage(author);
    await write(author, { text: 'public picture', visibility: 'public', images: [{ id: shownImage, alt: '' }] });
    await write(author, { text: 'friends picture', visibility: 'friends', images: [{ id: hiddenImage, alt: '' }] });

    const response = await fetch(`${t.baseUrl}/ap/media/${shownImage}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('set-cookie')).toBeNull();
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 40, height: 30 });

    for (const id of [hiddenImage, unposted, 'not-a-uuid', '%00'])
      expect((await fetch(`${t.baseUrl}/ap/media/${id}`)).status, id).toBe(404);
  });
});

describe('interop through Fedify', () => {
  it('a Fedify client reads the actor as a Person and finds the Create of a Note in its outbox', async () => {
    const author = await signedInMember(t);
    const postId = await write(author, { text: 'read me from afar', visibility: 'public' });
    const remote = { publicUrl: 'https://client.example', allowPrivateAddresses: true };
    const client = createFederation<undefined>({
      kv: new MemoryKvStore(),
      documentLoaderFactory: createDocumentLoaderFactory(remote),
      authenticatedDocumentLoaderFactory: createAuthenticatedDocumentLoaderFactory(remote),
    });
    const ctx = client.createContext(new URL('https://client.example'), undefined);

    const actor = await ctx.lookupObject(`${origin}/ap/actors/${author.id}`);
    expect(actor).toBeInstanceOf(Person);
    expect((actor as Person).preferredUsername).toBe(author.member.username);
    const outbox = await (actor as Person).getOutbox({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
    const activities = [];
    for await (const item of ctx.traverseCollection(outbox!)) activities.push(item);
    expect(activities).toHaveLength(1);
    const create = activities[0] as Create;
    expect(create).toBeInstanceOf(Create);
    const note = await create.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
    expect(note).toBeInstanceOf(Note);
    expect(note?.id?.href).toBe(`${origin}/ap/posts/${postId}`);
    expect(note?.content?.toString()).toBe('<p>read me from afar</p>');
  });
});

describe('the server’s own fetches', () => {
  it('go through our loaders: checking an inbox signature fetches the key with our User-Agent', async () => {
    const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    let actorDocument = '';
    const remote = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/activity+json' }).end(actorDocument);
    });
    try {
      const actorId = new URL(`${remote.origin}/users/ada`);
      const keyId = new URL('#main-key', actorId);
      const person = new Person({
        id: actorId,
        inbox: new URL(`${actorId.href}/inbox`),
        publicKey: new CryptographicKey({ id: keyId, owner: actorId, publicKey: keys.publicKey }),
      });
      actorDocument = JSON.stringify(await person.toJsonLd());
      const author = await signedInMember(t);
      const follow = new Follow({
        id: new URL(`${actorId.href}#follow`),
        actor: actorId,
        object: new URL(`${origin}/ap/actors/${author.id}`),
      });
      const request = new Request(`${origin}/ap/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body: JSON.stringify(await follow.toJsonLd()),
      });
      const signed = await signRequest(request, keys.privateKey, keyId);
      const response = await fetch(signed);
      expect(response.status).toBeLessThan(300);
      expect(remote.requests.map((received) => received.headers['user-agent'])).toContain(`Meshwork (+${origin})`);
    } finally {
      await remote.close();
    }
  });
});
