import { Announce, Create, Note, PUBLIC_COLLECTION, Undo } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { userChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, followsRemote, meshworkHost } from '../../../../test/federationPair.js';
import { startRemoteFediverseServer } from '../../../../test/remoteFediverseServer.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { realtimeKeys, realtimeOf } from '../../realtime/testing/realtimeTesting.js';

const fed = federationPair(['alice', 'bob', 'carol', 'dave', 'erin', 'fay']);
const db = () => fed.t.app.database.db;

let reader: SignedInMember;
beforeAll(async () => {
  reader = await signedInMember(fed.t);
});

const follows = (member: SignedInMember, username: string) => followsRemote(fed.t, fed.remote, member.id, username);

/** A note of the remote account, served by its server (never delivered here). */
function noteOf(username: string, content: string, values: Partial<ConstructorParameters<typeof Note>[0]> = {}): Note {
  const note = new Note({
    id: fed.nextId('notes'),
    attribution: fed.remote.actorUri(username),
    content: `<p>${content}</p>`,
    published: Temporal.Instant.from('2026-08-01T09:00:00Z'),
    to: PUBLIC_COLLECTION,
    ...values,
  });
  fed.remote.serveNote(note);
  return note;
}

const announce = (object: URL | Note, username: string, published = '2026-08-01T11:00:00Z') =>
  new Announce({
    id: fed.nextId('announces'),
    actor: fed.remote.actorUri(username),
    object,
    to: PUBLIC_COLLECTION,
    published: Temporal.Instant.from(published),
  });

async function send(activity: Announce | Undo | Create, username: string) {
  await fed.deliver(activity, reader.id, username);
  await fed.handled();
}

interface FeedNote {
  id: string;
  content_html: string;
  author: { handle: string };
  published_at: string;
  shared: { id: string; by: { handle: string }; shared_at: string } | null;
}

const feedOf = async (member: SignedInMember): Promise<FeedNote[]> => {
  const answer = await member.call('GET', '/social/feed?limit=20');
  expect(answer.status).toBe(200);
  return answer.body.output.remote_posts;
};

const handleOf = (username: string) => `${username}@${new URL(fed.remote.origin).host}`;
const sharesOf = async (noteUri: URL) =>
  (await db().execute(sql`select 1 from remote_shares s join remote_posts p on p.id = s.remote_post_id where p.uri = ${noteUri.href}`)).rows
    .length;

describe('shares by followed accounts of other servers', () => {
  it('show the shared note in the follower’s feed at the time of the share, until the sharer undoes it', async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'alice');
    const shared = noteOf('bob', 'worth sharing');
    const own = new Note({
      id: fed.nextId('notes'),
      attribution: fed.remote.actorUri('alice'),
      content: '<p>alice’s own</p>',
      published: Temporal.Instant.from('2026-08-01T10:00:00Z'),
      to: PUBLIC_COLLECTION,
    });
    await send(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('alice'), object: own }), 'alice');
    const share = announce(shared.id!, 'alice');
    await send(share, 'alice');
    // The same share again is one share.
    await send(share, 'alice');

    const feed = await feedOf(member);
    expect(feed.map((note) => note.content_html)).toEqual(['<p>worth sharing</p>', '<p>alice’s own</p>']);
    expect(feed[0]!.author.handle).toBe(handleOf('bob'));
    expect(feed[0]!.published_at).toBe('2026-08-01T09:00:00.000Z');
    expect(feed[0]!.shared).toMatchObject({ by: { handle: handleOf('alice') }, shared_at: '2026-08-01T11:00:00.000Z' });
    expect(feed[1]!.shared).toBeNull();
    // Each new entry was announced live, the share by its own id.
    const channel = userChannelOf(member.id);
    const history = await memberCalls(realtimeOf(fed.t), member).request(
      'GET',
      `/v3/history/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}?max=100`,
    );
    expect(history.body.channels[channel].map((entry: { message: unknown }) => entry.message)).toEqual([
      { kind: 'feed_post', id: feed[1]!.id },
      { kind: 'feed_post', id: feed[0]!.shared!.id },
    ]);
    // A member who follows nobody there sees neither.
    expect(await feedOf(reader)).toEqual([]);

    // Bob cannot undo Alice's share.
    await send(new Undo({ id: fed.nextId('undos'), actor: fed.remote.actorUri('bob'), object: share.id }), 'bob');
    expect((await feedOf(member)).map((note) => note.content_html)).toContain('<p>worth sharing</p>');
    await send(new Undo({ id: fed.nextId('undos'), actor: fed.remote.actorUri('alice'), object: share }), 'alice');
    expect((await feedOf(member)).map((note) => note.content_html)).toEqual(['<p>alice’s own</p>']);
  });

  it('show a note once: at its first share by a followed account, and not at all when its author is followed', async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'erin');
    await follows(member, 'fay');
    const shared = noteOf('bob', 'shared twice');
    await send(announce(shared.id!, 'fay', '2026-09-01T12:00:00Z'), 'fay');
    await send(announce(shared.id!, 'erin', '2026-09-01T11:00:00Z'), 'erin');
    const ownOfFay = noteOf('fay', 'fay’s, shared by erin');
    await send(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('fay'), object: ownOfFay }), 'fay');
    await send(announce(ownOfFay.id!, 'erin', '2026-09-01T13:00:00Z'), 'erin');
    for (const limit of [1, 20]) {
      const entries: FeedNote[] = [];
      let cursor: string | null = null;
      do {
        const query: URLSearchParams = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
        const page: { remote_posts: FeedNote[]; next_cursor: string | null } = (await member.call('GET', `/social/feed?${query}`)).body
          .output;
        entries.push(...page.remote_posts);
        cursor = page.next_cursor;
      } while (cursor);
      expect(entries.map((note) => [note.content_html, note.shared?.by.handle ?? null])).toEqual([
        ['<p>shared twice</p>', handleOf('erin')],
        ['<p>fay’s, shared by erin</p>', null],
      ]);
    }
  });

  it('are ignored from accounts nobody follows, and of notes not public', async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'carol');
    const unfollowedShare = noteOf('bob', 'shared by a stranger');
    await send(announce(unfollowedShare.id!, 'dave'), 'dave');
    expect(await sharesOf(unfollowedShare.id!)).toBe(0);

    const followersOnly = noteOf('bob', 'for followers', { to: new URL(`${fed.remote.actorUri('bob').href}/followers`) });
    await send(announce(followersOnly.id!, 'carol'), 'carol');
    expect(await sharesOf(followersOnly.id!)).toBe(0);

    expect(await feedOf(member)).toEqual([]);
  });

  it('take a shared note of another origin as its own server answers it, never as the sharer embeds it', async () => {
    const elsewhere = await startRemoteFediverseServer({
      usernames: ['mallory'],
      meshwork: { publicUrl: meshworkHost, baseUrl: fed.t.baseUrl },
    });
    try {
      const member = await signedInMember(fed.t);
      const mallory = elsewhere.actorUri('mallory');
      await followsRemote(fed.t, elsewhere, member.id, 'mallory');
      const real = noteOf('bob', 'what bob wrote');
      const forged = new Note({
        id: real.id,
        attribution: fed.remote.actorUri('bob'),
        content: '<p>forged</p>',
        to: PUBLIC_COLLECTION,
        published: real.published,
      });
      const share = new Announce({ id: new URL(`${elsewhere.origin}/announces/1`), actor: mallory, object: forged, to: PUBLIC_COLLECTION });
      await elsewhere.context.sendActivity({ identifier: 'mallory' }, fed.inboxOf(reader.id), share, { immediate: true });
      await fed.handled();
      expect((await feedOf(member)).map((note) => note.content_html)).toEqual(['<p>what bob wrote</p>']);
    } finally {
      await elsewhere.close();
    }
  });

  it('leave out a shared note of an account the viewer blocked, or with a muted word, and date a share to come as now', async () => {
    const member = await signedInMember(fed.t);
    await follows(member, 'carol');
    const before = Date.now();
    await send(announce(noteOf('alice', 'from the future').id!, 'carol', '2099-01-01T00:00:00Z'), 'carol');
    await send(announce(noteOf('bob', 'a spoiler inside').id!, 'carol'), 'carol');
    expect((await member.call('POST', '/muted-words', { phrase: 'spoiler', duration: 'forever' })).status).toBe(201);
    const [shared] = await feedOf(member);
    expect(shared!.content_html).toBe('<p>from the future</p>');
    expect(Date.parse(shared!.shared!.shared_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(shared!.shared!.shared_at)).toBeLessThanOrEqual(Date.now());

    const [alice] = (await db().execute(sql`select id from remote_actors where uri = ${fed.remote.actorUri('alice').href}`)).rows;
    expect((await member.call('PUT', `/federation/blocks/${(alice as { id: string }).id}`)).status).toBe(200);
    expect(await feedOf(member)).toEqual([]);
  });
});
