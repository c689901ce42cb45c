import { Temporal } from '@js-temporal/polyfill';
import { Create, Delete, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { limits } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

const fed = federationPair(['alice']);
const db = () => fed.t.app.database.db;

let member: SignedInMember;
let reader: SignedInMember;
let note: { id: string; uri: URL };
beforeAll(async () => {
  member = await signedInMember(fed.t);
  reader = await signedInMember(fed.t);
  const uri = fed.remote.actorUri('alice').href;
  const host = new URL(fed.remote.origin).host;
  await db().execute(
    sql`insert into remote_actors (uri, inbox, handle, name, host) values (${uri}, ${`${fed.remote.origin}/users/alice/inbox`}, ${`alice@${host}`}, 'Alice', ${host})`,
  );
  await db().execute(
    sql`insert into remote_following (member_id, remote_actor_id, follow_activity_id, state)
        select ${member.id}, id, ${`${meshworkHost}/follows/${member.id}`}, 'accepted' from remote_actors where uri = ${uri}`,
  );
  const noteUri = fed.nextId('notes');
  const published = new Note({
    id: noteUri,
    attribution: fed.remote.actorUri('alice'),
    content: '<p>what do you think?</p>',
    published: Temporal.Instant.from('2026-06-01T10:00:00Z'),
    to: PUBLIC_COLLECTION,
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('alice'), object: published }), member.id);
  await fed.handled();
  const { rows } = await db().execute<{ id: string }>(sql`select id from remote_posts where uri = ${noteUri.href}`);
  note = { id: rows[0]!.id, uri: noteUri };
});

const replyTo = (text: unknown, by = member, noteId = note.id) => by.call('POST', `/federation/notes/${noteId}/replies`, { text });
const repliesSeenBy = async (viewer: SignedInMember) =>
  (await viewer.call('GET', `/federation/notes/${note.id}/replies`)).body.output.items as Array<{
    id: string;
    text: string;
    can_delete: boolean;
  }>;
const objectAt = (replyId: string) =>
  fetch(`${fed.t.baseUrl}/ap/comments/${replyId}`, { headers: { accept: 'application/activity+json' } });
const sentOf = <T>(kind: abstract new (...args: never[]) => T) =>
  fed.remote.received.filter((activity) => activity instanceof kind && activity.actorId?.href === meshworkActorUri(member.id).href) as T[];

describe('a member replying to a note of another server', () => {
  it('sends the reply to its author as a public Note in reply to theirs, mentioning them, and lists it under the note', async () => {
    const answer = await replyTo('I agree <b>fully</b>\n\nsee https://example.org');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const reply = answer.body.output;
    expect(reply).toMatchObject({
      text: 'I agree <b>fully</b>\n\nsee https://example.org',
      can_delete: true,
      author: { user_id: member.id },
    });

    await expect.poll(() => sentOf(Create).length, { timeout: 20_000 }).toBe(1);
    const sent = (await sentOf(Create)[0]!.getObject()) as Note;
    expect(sent).toBeInstanceOf(Note);
    expect(sent.id?.href).toBe(`${meshworkHost}/ap/comments/${reply.id}`);
    expect(sent.replyTargetId?.href).toBe(note.uri.href);
    expect(sent.attributionId?.href).toBe(meshworkActorUri(member.id).href);
    expect(sent.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);
    expect(sent.content?.toString()).toContain('I agree &#60;b&#62;fully&#60;/b&#62;</p><p>see <a href="https://example.org"');
    const tags = [];
    for await (const tag of sent.getTags()) tags.push(tag);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toBeInstanceOf(Mention);
    expect((tags[0] as Mention).href?.href).toBe(fed.remote.actorUri('alice').href);

    // Every member who may see the note sees it; only its author may delete it.
    expect(await repliesSeenBy(reader)).toEqual([expect.objectContaining({ id: reply.id, can_delete: false })]);
    const feedNote = (await member.call('GET', '/social/feed')).body.output.remote_posts.find(
      (shown: { id: string }) => shown.id === note.id,
    );
    expect(feedNote.replies_count).toBe(1);

    // Its id answers the same Note to whoever fetches it.
    const fetched = await objectAt(reply.id);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { inReplyTo: string }).inReplyTo).toBe(note.uri.href);
  });

  it('is deleted by its author alone, and its server is sent a Delete of it', async () => {
    const reply = (await replyTo('short-lived')).body.output;
    expect((await reader.call('DELETE', `/federation/replies/${reply.id}`)).body.error).toBe('reply_not_found');
    expect((await member.call('DELETE', `/federation/replies/${reply.id}`)).status).toBe(200);
    await expect.poll(() => sentOf(Delete).length, { timeout: 20_000 }).toBe(1);
    expect(sentOf(Delete)[0]!.objectId?.href).toBe(`${meshworkHost}/ap/comments/${reply.id}`);
    expect((await repliesSeenBy(member)).map((shown) => shown.id)).not.toContain(reply.id);
    expect((await objectAt(reply.id)).status).toBe(404);
    expect((await member.call('DELETE', `/federation/replies/${reply.id}`)).body.error).toBe('reply_not_found');
  });

  it('is not shown to a member with a block either way with its author', async () => {
    const reply = (await replyTo('not for everyone')).body.output;
    const blocker = await signedInMember(fed.t);
    expect((await blocker.call('POST', `/blocks/${member.id}`)).status).toBeLessThan(300);
    expect((await repliesSeenBy(blocker)).map((shown) => shown.id)).not.toContain(reply.id);
    expect((await repliesSeenBy(reader)).map((shown) => shown.id)).toContain(reply.id);
  });

  it('refuses an empty or over-long text, a note the member may not see, and a malformed id, with nothing kept', async () => {
    const count = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from remote_note_replies`)).rows[0]!.n;
    const before = await count();
    expect((await replyTo('   ')).status).toBe(422);
    expect((await replyTo('x'.repeat(limits.commentTextMaxLength + 1))).status).toBe(422);
    expect((await replyTo('hello', member, '00000000-0000-4000-8000-000000000000')).body.error).toBe('note_not_found');
    expect((await replyTo('hello', member, 'not-a-uuid')).status).toBe(422);
    expect((await objectAt('not-a-uuid')).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
