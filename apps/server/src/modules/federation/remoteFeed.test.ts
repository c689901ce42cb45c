import { Temporal } from '@js-temporal/polyfill';
import { Create, Delete, Note, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { userChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, followsRemote } from '../../../test/federationPair.js';
import { fannedOut } from '../../../test/jobHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { realtimeKeys, realtimeOf } from '../realtime/testing/realtimeTesting.js';

const fed = federationPair(['alice', 'bob', 'carol', 'dave']);
const db = () => fed.t.app.database.db;

let reader: SignedInMember;
let followed: SignedInMember;
beforeAll(async () => {
  reader = await signedInMember(fed.t);
  followed = await signedInMember(fed.t);
  // A circle of one local member, so that the reader's feed is their home timeline.
  expect((await reader.call('POST', `/follows/${followed.id}`)).status).toBe(200);
});

const follows = (member: SignedInMember, username: string, state?: 'accepted' | 'pending') =>
  followsRemote(fed.t, fed.remote, member.id, username, state);

/** A note of the remote account, sent to Meshwork and handled. */
async function publish(username: string, published: string, values: Partial<ConstructorParameters<typeof Note>[0]> = {}): Promise<URL> {
  const id = fed.nextId('notes');
  const note = new Note({
    id,
    attribution: fed.remote.actorUri(username),
    content: `<p>${username} at ${published}</p>`,
    published: Temporal.Instant.from(published),
    to: PUBLIC_COLLECTION,
    ...values,
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri(username), object: note }), reader.id, username);
  await fed.handled();
  return id;
}

/** A post of the member, dated as given, in its followers' timelines. */
async function post(member: SignedInMember, text: string, createdAt: string): Promise<void> {
  const { status, body } = await member.call('POST', '/posts', { text, visibility: 'public' });
  expect(status).toBe(201);
  await fannedOut(fed.t);
  await db().execute(sql`update posts set created_at = ${createdAt}::timestamptz where id = ${body.output.id}`);
  await db().execute(sql`update home_timelines set created_at = ${createdAt}::timestamptz where post_id = ${body.output.id}`);
}

interface FeedAnswer {
  items: Array<{ text: string }>;
  remote_posts: Array<{ content_html: string; author: { handle: string }; published_at: string }>;
  next_cursor: string | null;
}

async function feedPage(member: SignedInMember, cursor?: string, limit = 2): Promise<FeedAnswer> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  const answer = await member.call('GET', `/social/feed?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.output;
}

/** Every entry of the member's feed, page after page: local posts by text, remote notes by content, each page newest first. */
async function wholeFeed(member: SignedInMember, limit = 2): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await feedPage(member, cursor, limit);
    pages.push(
      [
        ...page.items.map((item) => ({ at: (item as unknown as { created_at: string }).created_at, label: item.text })),
        ...page.remote_posts.map((note) => ({ at: note.published_at, label: note.content_html.replace(/<\/?p>/g, '') })),
      ]
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
        .map((entry) => entry.label),
    );
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('the home feed with followed accounts of other servers', () => {
  it('holds the public and unlisted notes of accepted follows, not replies, direct notes or pending follows', async () => {
    await follows(reader, 'alice');
    await follows(reader, 'carol', 'pending');
    await publish('alice', '2026-01-01T10:00:00Z');
    await publish('alice', '2026-01-01T11:00:00Z', { to: fed.remote.actorUri('bob'), cc: PUBLIC_COLLECTION });
    await publish('alice', '2026-01-01T12:00:00Z', { replyTarget: new URL(`${fed.remote.origin}/notes/elsewhere`) });
    await publish('alice', '2026-01-01T13:00:00Z', { to: fed.remote.actorUri('bob') });
    await publish('carol', '2026-01-01T14:00:00Z');
    const page = await feedPage(reader, undefined, 20);
    expect(page.remote_posts.map((note) => note.content_html)).toEqual([
      '<p>alice at 2026-01-01T11:00:00Z</p>',
      '<p>alice at 2026-01-01T10:00:00Z</p>',
    ]);
    expect(page.remote_posts[0]!.author.handle).toBe(`alice@${new URL(fed.remote.origin).host}`);
    // The newsfeed payload carries the same first page.
    const payload = await reader.call('GET', '/social/social-feed');
    expect(payload.body.output.remote_posts.map((note: { content_html: string }) => note.content_html)).toEqual(
      page.remote_posts.map((note) => note.content_html),
    );
    // Another member, who follows nobody there, sees none of them.
    expect((await feedPage(followed, undefined, 20)).remote_posts).toEqual([]);
  });

  it('pages the members’ posts and the remote notes as one list, newest first, each entry once', async () => {
    const member = await signedInMember(fed.t);
    expect((await member.call('POST', `/follows/${followed.id}`)).status).toBe(200);
    await follows(member, 'bob');
    await post(followed, 'local 1', '2026-03-01T09:00:00Z');
    await publish('bob', '2026-03-01T10:00:00Z');
    await post(member, 'local 2', '2026-03-01T11:00:00Z');
    // Three remote notes in a row: more than a page between two posts.
    await publish('bob', '2026-03-01T12:00:00Z');
    await publish('bob', '2026-03-01T13:00:00Z');
    await publish('bob', '2026-03-01T14:00:00Z');
    await post(followed, 'local 3', '2026-03-01T15:00:00Z');
    const expected = [
      'local 3',
      'bob at 2026-03-01T14:00:00Z',
      'bob at 2026-03-01T13:00:00Z',
      'bob at 2026-03-01T12:00:00Z',
      'local 2',
      'bob at 2026-03-01T10:00:00Z',
      'local 1',
    ];
    const pages = await wholeFeed(member, 2);
    expect(pages.flat()).toEqual(expected);
    // At most a page of posts and a page of remote notes each time.
    expect(pages.map((page) => page.length)).toEqual([3, 4]);
    // Any page length gives the same list.
    for (const limit of [1, 3, 10]) expect((await wholeFeed(member, limit)).flat()).toEqual(expected);
  });

  it('shows an edit at once and drops a deleted note; a suspended server’s notes are gone, a silenced one’s stay', async () => {
    const member = await signedInMember(fed.t);
    expect((await member.call('POST', `/follows/${followed.id}`)).status).toBe(200);
    await follows(member, 'dave');
    const kept = await publish('dave', '2026-05-01T10:00:00Z');
    const gone = await publish('dave', '2026-05-01T11:00:00Z');
    const dave = fed.remote.actorUri('dave');
    const edited = new Note({
      id: kept,
      attribution: dave,
      content: '<p>edited</p>',
      published: Temporal.Instant.from('2026-05-01T10:00:00Z'),
      to: PUBLIC_COLLECTION,
    });
    await fed.deliver(new Update({ id: fed.nextId('updates'), actor: dave, object: edited }), reader.id, 'dave');
    await fed.deliver(new Delete({ id: fed.nextId('deletes'), actor: dave, object: new Tombstone({ id: gone }) }), reader.id, 'dave');
    await fed.handled();
    const contents = async () => (await feedPage(member, undefined, 20)).remote_posts.map((note) => note.content_html);
    expect(await contents()).toEqual(['<p>edited</p>']);
    const host = new URL(fed.remote.origin).host;
    await db().execute(sql`insert into domain_policies (host, severity) values (${host}, 'silence')`);
    expect(await contents()).toEqual(['<p>edited</p>']);
    await db().execute(sql`update domain_policies set severity = 'suspend' where host = ${host}`);
    expect(await contents()).toEqual([]);
    await db().execute(sql`delete from domain_policies where host = ${host}`);
  });

  it('takes a note dated in the future as published when it arrived', async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'bob');
    const before = Date.now();
    await publish('bob', '2099-01-01T00:00:00Z');
    const [newest] = (await feedPage(member, undefined, 1)).remote_posts;
    expect(newest!.content_html).toBe('<p>bob at 2099-01-01T00:00:00Z</p>');
    expect(Date.parse(newest!.published_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(newest!.published_at)).toBeLessThanOrEqual(Date.now());
  });

  it("leaves out notes with the viewer's muted words or hashtags, in their text or content warning, never for a word only in the markup", async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'carol');
    for (const phrase of ['finale', '#spoilers', 'example'])
      expect((await member.call('POST', '/muted-words', { phrase, duration: 'forever' })).status).toBe(201);
    const at = (minute: number) => `2026-07-01T10:0${minute}:00Z`;
    await publish('carol', at(1), { content: '<p>The Finale was great</p>' });
    await publish('carol', at(2), {
      content: '<p>Watch <a href="https://x.example/tags/spoilers" rel="tag">#<span>spoilers</span></a></p>',
    });
    await publish('carol', at(3), { content: '<p>behind a warning</p>', summary: 'finale talk' });
    await publish('carol', at(4), { content: '<p>a calm note</p><p><a href="https://example.org/calm">a link</a></p>' });
    await publish('carol', at(5), { content: '<p>nothing muted</p>' });
    const words = (await feedPage(member, undefined, 20)).remote_posts.map((note) => note.content_html.replace(/<[^>]*>/g, ''));
    expect(words).toEqual(['nothing muted', 'a calm notea link']);
  });

  it("announces a followed account's new note live to its followers, as a member's post is, and not a reply nor a note with their muted word", async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'bob');
    expect((await member.call('POST', '/muted-words', { phrase: 'spoiler', duration: 'forever' })).status).toBe(201);
    await publish('bob', '2026-08-01T10:00:00Z');
    await publish('bob', '2026-08-01T11:00:00Z', { replyTarget: new URL(`${fed.remote.origin}/notes/elsewhere`) });
    await publish('bob', '2026-08-01T12:00:00Z', { content: '<p>a spoiler inside</p>' });
    const note = ((await feedPage(member, undefined, 20)).remote_posts as unknown as Array<{ id: string; content_html: string }>).find(
      (entry) => entry.content_html === '<p>bob at 2026-08-01T10:00:00Z</p>',
    );
    const channel = userChannelOf(member.id);
    const history = await memberCalls(realtimeOf(fed.t), member).request(
      'GET',
      `/v3/history/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}?max=100`,
    );
    expect(history.body.channels[channel].map((entry: { message: unknown }) => entry.message)).toEqual([
      { kind: 'feed_post', id: note!.id },
    ]);
  });
});
