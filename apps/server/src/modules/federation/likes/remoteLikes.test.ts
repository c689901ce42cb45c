import { Temporal } from '@js-temporal/polyfill';
import { Create, Like, Note, PUBLIC_COLLECTION, Undo } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, followsRemote, meshworkActorUri } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

const fed = federationPair(['alice', 'bob']);
const db = () => fed.t.app.database.db;

let member: SignedInMember;
beforeAll(async () => {
  member = await signedInMember(fed.t);
  await follows(member, 'alice');
});

const follows = (follower: SignedInMember, username: string) => followsRemote(fed.t, fed.remote, follower.id, username);

/** A note of the remote account, kept here; its id here. */
async function publish(username: string, values: Partial<ConstructorParameters<typeof Note>[0]> = {}): Promise<{ id: string; uri: URL }> {
  const uri = fed.nextId('notes');
  const note = new Note({
    id: uri,
    attribution: fed.remote.actorUri(username),
    content: '<p>hello</p>',
    published: Temporal.Instant.from('2026-06-01T10:00:00Z'),
    to: PUBLIC_COLLECTION,
    ...values,
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri(username), object: note }), member.id, username);
  await fed.handled();
  const { rows } = await db().execute<{ id: string }>(sql`select id from remote_posts where uri = ${uri.href}`);
  return { id: rows[0]!.id, uri };
}

const like = (note: { id: string }, method: 'PUT' | 'DELETE' = 'PUT', by = member) => by.call(method, `/federation/notes/${note.id}/like`);
const likedInFeed = async (noteId: string) =>
  ((await member.call('GET', '/social/feed')).body.output.remote_posts as Array<{ id: string; liked: boolean }>).find(
    (note) => note.id === noteId,
  )?.liked;

/** What the remote server received from the member, of this kind. */
const receivedFrom = <T>(kind: abstract new (...args: never[]) => T) =>
  fed.remote.received.filter((activity) => activity instanceof kind && activity.actorId?.href === meshworkActorUri(member.id).href) as T[];

describe('a member liking a note of another server', () => {
  it('sends one signed Like to its author, shows it liked, and takes it back with an Undo of that Like', async () => {
    const note = await publish('alice');
    expect((await like(note)).body.output).toEqual({ liked: true });
    await expect.poll(() => receivedFrom(Like).length, { timeout: 20_000 }).toBe(1);
    const [sent] = receivedFrom(Like);
    expect(sent!.objectId?.href).toBe(note.uri.href);
    expect(await likedInFeed(note.id)).toBe(true);

    // Liking again sends nothing more.
    expect((await like(note)).status).toBe(200);
    expect((await like(note, 'DELETE')).body.output).toEqual({ liked: false });
    await expect.poll(() => receivedFrom(Undo).length, { timeout: 20_000 }).toBe(1);
    const undone = await receivedFrom(Undo)[0]!.getObject();
    expect(undone).toBeInstanceOf(Like);
    expect(undone!.id?.href).toBe(sent!.id?.href);
    expect(receivedFrom(Like)).toHaveLength(1);
    expect(await likedInFeed(note.id)).toBe(false);
    // Taking back a like that is not there sends nothing.
    expect((await like(note, 'DELETE')).status).toBe(200);
    expect(receivedFrom(Undo)).toHaveLength(1);
  });

  it('answers 404 for a note the member may not see: followers-only from an account they do not follow, unknown, or on a suspended server', async () => {
    // Kept here because another member follows bob.
    await follows(await signedInMember(fed.t), 'bob');
    const followersOnly = await publish('bob');
    await db().execute(sql`update remote_posts set audience = 'followers' where id = ${followersOnly.id}`);
    expect((await like(followersOnly)).body.error).toBe('note_not_found');
    expect((await like({ id: '00000000-0000-4000-8000-000000000000' })).body.error).toBe('note_not_found');
    expect((await like({ id: 'not-a-uuid' })).status).toBe(422);

    const note = await publish('alice');
    const host = new URL(fed.remote.origin).host;
    await db().execute(sql`insert into domain_policies (host, severity) values (${host}, 'suspend')`);
    try {
      expect((await like(note)).body.error).toBe('note_not_found');
    } finally {
      await db().execute(sql`delete from domain_policies where host = ${host}`);
    }
    expect((await db().execute(sql`select 1 from remote_post_likes where remote_post_id = ${note.id}`)).rows).toEqual([]);
  });
});
