import { Temporal } from '@js-temporal/polyfill';
import { Create, Delete, Document, Image, Mention, Note, PUBLIC_COLLECTION, Tombstone, Update, type Activity } from '@fedify/vocab';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { activityBodyLimit } from '../fastifyBridge.js';

let author: SignedInMember;
let reader: SignedInMember;
const fed = federationPair(['alice', 'bob']);
beforeAll(async () => {
  author = await signedInMember(fed.t);
  reader = await signedInMember(fed.t);
});

/** Sends as a remote actor to the author's inbox, at once, so that a refusal throws here. */
const send = (activity: Activity, username = 'alice') => fed.deliver(activity, author.id, username);

const write = async (visibility: 'public' | 'friends', text = 'a post'): Promise<string> => {
  const { status, body } = await author.call('POST', '/posts', { text, visibility });
  expect(status).toBe(201);
  return body.output.id;
};

let noteCount = 0;
const nextNoteId = () => new URL(`${fed.remote.origin}/notes/${++noteCount}`);

function noteBy(username: string, values: Partial<ConstructorParameters<typeof Note>[0]> = {}): Note {
  return new Note({
    id: nextNoteId(),
    attribution: fed.remote.actorUri(username),
    content: '<p>hello from afar</p>',
    published: Temporal.Instant.from('2026-11-01T10:00:00Z'),
    to: PUBLIC_COLLECTION,
    ...values,
  });
}

let activityCount = 0;
const activityId = (kind: string) => new URL(`${fed.remote.origin}/${kind}/${++activityCount}`);
const create = (note: Note, username = 'alice') =>
  new Create({ id: activityId('creates'), actor: fed.remote.actorUri(username), object: note });

const fediverseOf = async (postId: string, viewer = reader) => viewer.call('GET', `/posts/${postId}/fediverse`);

async function storedNotes(uris: URL[]) {
  const { rows } = await fed.t.app.database.db.execute<{ uri: string; content_html: string; edited_at: Date | null }>(
    sql`select uri, content_html, edited_at from remote_posts where uri in (${sql.join(
      uris.map((uri) => uri.href),
      sql`, `,
    )}) order by uri`,
  );
  return rows;
}

describe('a remote reply to a member’s post', () => {
  it('is stored when the post is public, and served oldest first with its author to whoever sees the post', async () => {
    const postId = await write('public');
    const { body: commented } = await author.call('POST', `/posts/${postId}/comments`, { text: 'a comment' });
    const later = noteBy('bob', {
      replyTarget: new URL(`${meshworkHost}/ap/comments/${commented.output.id}`),
      content: '<p>to the comment</p>',
      published: Temporal.Instant.from('2026-11-02T10:00:00Z'),
    });
    const earlier = noteBy('alice', {
      replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`),
      content: '<p>hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      summary: 'spoilers',
      sensitive: true,
      url: new URL(`${fed.remote.origin}/@alice/1`),
      attachments: [
        new Image({
          url: new URL(`${fed.remote.origin}/media/1.png`),
          mediaType: 'image/png',
          name: 'a red square',
          width: 40,
          height: 30,
        }),
        new Document({ url: new URL('javascript:alert(1)'), mediaType: 'image/png' }),
      ],
    });
    await send(create(later, 'bob'), 'bob');
    await send(create(earlier));
    await fed.handled();

    const { status, body } = await fediverseOf(postId);
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ likes: 0, shares: 0, replies: { next_cursor: null } });
    const [first, second] = body.output.replies.items;
    expect(first).toMatchObject({
      author: {
        handle: `alice@${new URL(fed.remote.origin).host}`,
        name: 'Remote alice',
        icon_url: null,
        profile_url: fed.remote.actorUri('alice').href,
      },
      url: `${fed.remote.origin}/@alice/1`,
      content_html: '<p>hi <span>x</span></p>',
      summary: 'spoilers',
      sensitive: true,
      attachments: [
        { url: `${fed.remote.origin}/media/1.png`, media_type: 'image/png', description: 'a red square', width: 40, height: 30 },
      ],
      published_at: '2026-11-01T10:00:00.000Z',
      edited_at: null,
    });
    expect(second).toMatchObject({ author: { handle: `bob@${new URL(fed.remote.origin).host}` }, content_html: '<p>to the comment</p>' });

    // Paginated: one per page, oldest first.
    const { body: page } = await reader.call('GET', `/posts/${postId}/fediverse?limit=1`);
    expect(page.output.replies.items.map((reply: { id: string }) => reply.id)).toEqual([first.id]);
    const { body: next } = await reader.call('GET', `/posts/${postId}/fediverse?limit=1&cursor=${page.output.replies.next_cursor}`);
    expect(next.output.replies.items.map((reply: { id: string }) => reply.id)).toEqual([second.id]);
  });

  it('is one row when the same Create comes twice', async () => {
    const postId = await write('public');
    const activity = create(noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) }));
    await send(activity);
    await send(activity);
    await fed.handled();
    expect((await fediverseOf(postId)).body.output.replies.items).toHaveLength(1);
  });

  it('is not kept when the post is friends-only, direct, too large, or answers nothing of ours from an author no member follows', async () => {
    const friendsOnly = await write('friends');
    const postId = await write('public');
    const notes = [
      noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${friendsOnly}`) }),
      noteBy('alice', {
        replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`),
        to: new URL(`${meshworkHost}/ap/actors/${author.id}`),
      }),
      noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`), content: `<p>${'a'.repeat(70 * 1024)}</p>` }),
      noteBy('alice', { replyTarget: new URL(`${fed.remote.origin}/notes/elsewhere`) }),
      // Attributed to another actor than the activity's.
      noteBy('bob', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) }),
    ];
    for (const note of notes) await send(create(note));
    await fed.handled();
    expect(await storedNotes(notes.map((note) => note.id!))).toEqual([]);
    expect((await fediverseOf(friendsOnly, author)).status).toBe(200);
    expect((await fediverseOf(friendsOnly)).status).toBe(404);
    expect((await fediverseOf(postId)).body.output.replies.items).toEqual([]);
  });

  it('is edited by its author’s Update, left alone by another’s Update or Delete, and removed by its author’s Delete', async () => {
    const postId = await write('public');
    const note = noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) });
    await send(create(note));
    await fed.handled();

    const edited = noteBy('alice', { id: note.id, replyTarget: note.replyTargetId, content: '<p>edited</p>' });
    await send(new Update({ id: activityId('updates'), actor: fed.remote.actorUri('alice'), object: edited }));
    // Bob cannot edit or delete Alice's note, whoever the note claims to be by.
    const forged = noteBy('bob', { id: note.id, replyTarget: note.replyTargetId, content: '<p>forged</p>' });
    await send(new Update({ id: activityId('updates'), actor: fed.remote.actorUri('bob'), object: forged }), 'bob');
    await send(new Delete({ id: activityId('deletes'), actor: fed.remote.actorUri('bob'), object: note.id }), 'bob');
    await fed.handled();
    const [stored] = await storedNotes([note.id!]);
    expect(stored).toMatchObject({ content_html: '<p>edited</p>' });
    expect(stored!.edited_at).not.toBeNull();
    expect((await fediverseOf(postId)).body.output.replies.items[0].edited_at).not.toBeNull();

    await send(new Delete({ id: activityId('deletes'), actor: fed.remote.actorUri('alice'), object: new Tombstone({ id: note.id }) }));
    await fed.handled();
    expect(await storedNotes([note.id!])).toEqual([]);
  });
});

describe('a remote note whose author a member follows', () => {
  it('is kept, and an inReplyTo loop (a note answering itself, two answering each other) is stored without a fetch', async () => {
    await fed.t.app.database.db.execute(
      sql`insert into remote_actors (uri, inbox, handle, name, host) values (${fed.remote.actorUri('bob').href}, ${`${fed.remote.origin}/users/bob/inbox`}, 'bob', 'bob', 'remote') on conflict (uri) do nothing`,
    );
    await fed.t.app.database.db.execute(
      sql`insert into remote_following (member_id, remote_actor_id, follow_activity_id, state)
          select ${reader.id}, id, ${`${meshworkHost}/follows/loop`}, 'accepted' from remote_actors where uri = ${fed.remote.actorUri('bob').href}`,
    );
    const selfId = nextNoteId();
    const [firstId, secondId] = [nextNoteId(), nextNoteId()];
    const notes = [
      noteBy('bob', { id: selfId, replyTarget: selfId }),
      noteBy('bob', { id: firstId, replyTarget: secondId }),
      noteBy('bob', { id: secondId, replyTarget: firstId }),
    ];
    const fetchedBefore = fed.remote.fetched.length;
    for (const note of notes) await send(create(note, 'bob'), 'bob');
    await fed.handled();
    expect((await storedNotes([selfId, firstId, secondId])).map((row) => row.uri)).toEqual(
      [selfId.href, firstId.href, secondId.href].sort(),
    );
    expect(fed.remote.fetched.slice(fetchedBefore).filter((url) => url.includes('/notes/'))).toEqual([]);
  });
});

describe('a remote note that mentions members', () => {
  it('tells each present member once, without keeping a note no member follows, and no one its other mentions name', async () => {
    const mentioned = await signedInMember(fed.t);
    const mentions = () =>
      mentioned
        .call('GET', '/notifications')
        .then(({ body }) => body.output.items as Array<{ type: string; remote_actor: { handle: string } }>);
    const mentioning = () =>
      noteBy('alice', {
        tags: [
          new Mention({ href: meshworkActorUri(mentioned.id), name: '@someone' }),
          new Mention({ href: meshworkActorUri(randomUUID()), name: '@nobody' }),
          new Mention({ href: new URL(`${fed.remote.origin}/users/elsewhere`) }),
        ],
      });
    const first = mentioning();
    await send(create(first));
    await send(create(mentioning()));
    await fed.handled();
    expect((await mentions()).map((item) => `${item.type} ${item.remote_actor.handle}`)).toEqual([
      `mention alice@${new URL(fed.remote.origin).host}`,
    ]);
    expect(await storedNotes([first.id!])).toEqual([]);
  });
});

describe('the inbox refuses', () => {
  const post = (body: string | Buffer) =>
    fetch(`${fed.t.baseUrl}/ap/inbox`, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body });

  it('an unsigned activity (401)', async () => {
    const postId = await write('public');
    const activity = create(noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) }));
    expect((await post(JSON.stringify(await activity.toJsonLd()))).status).toBe(401);
    await fed.handled();
    expect(await storedNotes([activity.objectId as URL])).toEqual([]);
  });

  it('an activity signed with another actor’s key under its own key id, and one whose signer is not its actor', async () => {
    const postId = await write('public');
    const [alice, bob] = [await fed.remote.keyOf('alice'), await fed.remote.keyOf('bob')];
    const wrong = create(noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) }));
    await expect(
      fed.remote.context.sendActivity([{ keyId: alice.keyId, privateKey: bob.privateKey }], fed.inboxOf(author.id), wrong, {
        immediate: true,
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    const forged = create(noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`) }));
    await expect(fed.remote.context.sendActivity([bob], fed.inboxOf(author.id), forged, { immediate: true })).rejects.toMatchObject({
      statusCode: 401,
      responseBody: 'The signer and the actor do not match.',
    });
    await fed.handled();
    expect(await storedNotes([wrong.objectId!, forged.objectId!])).toEqual([]);
  });

  it('a body over the limit (413) and deeply nested JSON-LD (400) before any signature check', async () => {
    const postId = await write('public');
    const huge = create(
      noteBy('alice', { replyTarget: new URL(`${meshworkHost}/ap/posts/${postId}`), content: 'a'.repeat(activityBodyLimit) }),
    );
    await expect(send(huge)).rejects.toMatchObject({ statusCode: 413 });
    const nested = { ...((await create(noteBy('alice')).toJsonLd()) as object), tag: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) };
    expect((await post(JSON.stringify(nested))).status).toBe(400);
    await fed.handled();
    expect(await storedNotes([huge.objectId!])).toEqual([]);
  });
});
