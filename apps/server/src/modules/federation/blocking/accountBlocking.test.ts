import { Temporal } from '@js-temporal/polyfill';
import { Block, Create, Follow, Like, Note, PUBLIC_COLLECTION, Reject, Undo } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

const fed = federationPair(['alice']);
const db = () => fed.t.app.database.db;
const polled = { timeout: 20_000 };

let member: SignedInMember;
let other: SignedInMember;
let aliceId: string;
let noteId: string;
beforeAll(async () => {
  member = await signedInMember(fed.t);
  other = await signedInMember(fed.t);
  const uri = fed.remote.actorUri('alice').href;
  const host = new URL(fed.remote.origin).host;
  const { rows } = await db().execute<{ id: string }>(
    sql`insert into remote_actors (uri, inbox, handle, name, host) values (${uri}, ${`${fed.remote.origin}/users/alice/inbox`}, ${`alice@${host}`}, 'Alice', ${host}) returning id`,
  );
  aliceId = rows[0]!.id;
  for (const follower of [member, other])
    await db().execute(
      sql`insert into remote_following (member_id, remote_actor_id, follow_activity_id, state) values (${follower.id}, ${aliceId}, ${`${meshworkHost}/follows/${follower.id}`}, 'accepted')`,
    );
  await db().execute(
    sql`insert into remote_followers (member_id, remote_actor_id, follow_activity_id) values (${member.id}, ${aliceId}, ${`${fed.remote.origin}/follows/0`})`,
  );
  const note = new Note({
    id: fed.nextId('notes'),
    attribution: fed.remote.actorUri('alice'),
    content: '<p>hello</p>',
    published: Temporal.Instant.from('2026-06-01T10:00:00Z'),
    to: PUBLIC_COLLECTION,
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('alice'), object: note }), member.id);
  await fed.handled();
  noteId = (await db().execute<{ id: string }>(sql`select id from remote_posts where uri = ${note.id!.href}`)).rows[0]!.id;
});

const sentBy = <T>(kind: abstract new (...args: never[]) => T, by = member) =>
  fed.remote.received.filter((activity) => activity instanceof kind && activity.actorId?.href === meshworkActorUri(by.id).href) as T[];
const followRows = async (memberId: string) =>
  (
    await db().execute<{ n: number }>(
      sql`select (select count(*) from remote_following where member_id = ${memberId}) + (select count(*) from remote_followers where member_id = ${memberId}) as n`,
    )
  ).rows[0]!.n;
const notificationTypes = async () =>
  (await member.call('GET', '/notifications')).body.output.items.map((item: { type: string }) => item.type) as string[];
/** Alice likes a new public post of the member. */
async function aliceLikesAPost() {
  const { body } = await member.call('POST', '/posts', { text: 'a post', visibility: 'public' });
  const like = new Like({
    id: fed.nextId('likes'),
    actor: fed.remote.actorUri('alice'),
    object: new URL(`${meshworkHost}/ap/posts/${body.output.id}`),
  });
  await fed.deliver(like, member.id);
  await fed.handled();
}

const blockedList = async () =>
  (await member.call('GET', '/federation/blocks')).body.output.items.map((account: { id: string }) => account.id);

describe('a member blocking an account of another server', () => {
  it('refuses what names no account, and an unblock of what is not blocked', async () => {
    expect((await member.call('PUT', '/federation/blocks/not-an-id')).status).toBe(422);
    const unknown = await member.call('PUT', `/federation/blocks/${randomUUID()}`);
    expect([unknown.status, unknown.body.error]).toEqual([404, 'remote_account_not_found']);
    const unblock = await member.call('DELETE', `/federation/blocks/${aliceId}`);
    expect([unblock.status, unblock.body.error]).toEqual([404, 'not_blocked']);
  });

  it('ends the follows both ways, tells the server once, hides the account and its notifications from the member alone, and rejects its next follow', async () => {
    await aliceLikesAPost();
    expect(await notificationTypes()).toEqual(['reaction']);
    expect((await member.call('PUT', `/federation/blocks/${aliceId}`)).status).toBe(200);
    expect(await notificationTypes()).toEqual([]);
    await aliceLikesAPost();
    expect(await notificationTypes()).toEqual([]);
    expect((await member.call('PUT', `/federation/blocks/${aliceId}`)).status).toBe(200);
    await expect.poll(() => sentBy(Block).length, polled).toBe(1);
    expect(sentBy(Block)[0]!.objectId?.href).toBe(fed.remote.actorUri('alice').href);
    expect(Number(await followRows(member.id))).toBe(0);
    expect(Number(await followRows(other.id))).toBe(1);
    expect(await blockedList()).toEqual([aliceId]);

    expect((await member.call('PUT', `/federation/notes/${noteId}/like`)).status).toBe(404);
    expect((await other.call('PUT', `/federation/notes/${noteId}/like`)).status).toBe(200);
    const follow = await member.call('POST', '/federation/following', { account: fed.remote.actorUri('alice').href });
    expect([follow.status, follow.body.error]).toEqual([409, 'account_blocked']);

    const followAgain = new Follow({ id: fed.nextId('follows'), actor: fed.remote.actorUri('alice'), object: meshworkActorUri(member.id) });
    await fed.deliver(followAgain, member.id);
    await fed.handled();
    await expect
      .poll(
        () => fed.remote.received.some((activity) => activity instanceof Reject && activity.objectId?.href === followAgain.id!.href),
        polled,
      )
      .toBe(true);
    expect(Number(await followRows(member.id))).toBe(0);
  });

  it('unblocks with an Undo of the Block it sent', async () => {
    expect((await member.call('DELETE', `/federation/blocks/${aliceId}`)).status).toBe(200);
    await expect.poll(() => sentBy(Undo).length, polled).toBe(1);
    expect(sentBy(Undo)[0]!.objectId?.href).toBe(sentBy(Block)[0]!.id!.href);
    expect(await blockedList()).toEqual([]);
    expect((await member.call('PUT', `/federation/notes/${noteId}/like`)).status).toBe(200);
  });
});
