import {
  Accept,
  Announce,
  Create,
  Delete,
  Endpoints,
  Follow,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
  type Activity,
} from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import sharp from 'sharp';
import { uploadPostImage, writePost } from '../../../../test/postHelpers.js';
import { describe, expect, it } from 'vitest';
import { remoteActors, remoteFollowers } from '../../../db/schema/federation.js';
import { jobsSettled } from '../../../../test/jobHelpers.js';
import { freePort } from '../../../../test/serverProcess.js';
import { federationPair, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { isPublicAddress } from '../remote/addressPolicy.js';
import { RemoteActors } from '../remoteActors.js';

const fed = federationPair(['alice', 'bob']);

const actorUri = (memberId: string) => `${meshworkHost}/ap/actors/${memberId}`;
const postUri = (postId: string) => `${meshworkHost}/ap/posts/${postId}`;
const commentUri = (commentId: string) => `${meshworkHost}/ap/comments/${commentId}`;
const polled = { timeout: 20_000 };

let followCount = 0;
/** The remote actor follows the member, and Meshwork has accepted. */
async function followedBy(member: SignedInMember, username = 'alice'): Promise<void> {
  const follow = new Follow({
    id: new URL(`${fed.remote.origin}/outbox-follows/${++followCount}`),
    actor: fed.remote.actorUri(username),
    object: new URL(actorUri(member.id)),
  });
  await fed.deliver(follow, member.id, username);
  await expect
    .poll(() => fed.remote.received.some((activity) => activity instanceof Accept && activity.objectId?.href === follow.id!.href), polled)
    .toBe(true);
}

/** A follower of the member on another server, stored as if it had followed: its inbox at `origin`. */
async function followerAt(member: SignedInMember, origin: string): Promise<void> {
  const db = fed.t.app.database.db;
  const host = new URL(origin).host;
  const [actor] = await db
    .insert(remoteActors)
    .values({
      uri: `${origin}/users/someone`,
      inbox: `${origin}/users/someone/inbox`,
      handle: `someone@${host}`,
      name: 'Someone',
      host,
    })
    .returning();
  await db.insert(remoteFollowers).values({ memberId: member.id, remoteActorId: actor!.id, followActivityId: `${origin}/follows/1` });
}

/** What the remote server received from the member, in order (its signatures verified by Fedify). */
const receivedFrom = (member: SignedInMember) => fed.remote.received.filter((activity) => activity.actorId?.href === actorUri(member.id));

/** Waits for the member's activity of this class about `objectId`, and answers it. */
async function arrival<A extends Activity>(member: SignedInMember, type: new (...args: never[]) => A, objectId: string): Promise<A> {
  const find = () =>
    receivedFrom(member).find((activity): activity is A => activity instanceof type && activity.objectId?.href === objectId);
  await expect.poll(find, polled).toBeDefined();
  return find()!;
}

const write = writePost;

const uploadImage = (member: SignedInMember) => uploadPostImage(fed.t, member);

/** Waits until every change has been handed to Fedify, and Fedify has delivered (or given up on) it. */
const delivered = async () => {
  await jobsSettled(fed.t, 'federation-outbox');
  // Retries of the dead servers below stay queued for later: only the messages due now are waited for.
  const due = async () =>
    (
      await fed.t.app.database.pool.query<{ due: number }>(
        `select count(*)::int as due from graphile_worker.jobs
          where task_identifier = 'federation-message' and attempts < max_attempts and run_at <= now()`,
      )
    ).rows[0]!.due;
  await expect.poll(due, polled).toBe(0);
};

describe('a member’s public posts', () => {
  it('reach a remote follower as a signed Create of the Note, once per server; friends-only and only-me posts never do', async () => {
    const author = await signedInMember(fed.t);
    await followedBy(author, 'alice');
    await followedBy(author, 'bob');
    await delivered();
    const postedBefore = fed.remote.posted.length;
    const friendsOnly = await write(author, { text: 'among friends', visibility: 'friends' });
    const onlyMe = await write(author, { text: 'just me', visibility: 'only_me' });
    const image = await uploadImage(author);
    const shown = await write(author, { text: 'out in the open', visibility: 'public', images: [{ id: image, alt: 'red' }] });

    const create = await arrival(author, Create, postUri(shown));
    const note = await create.getObject();
    expect(note).toBeInstanceOf(Note);
    expect(note!.content?.toString()).toBe('<p>out in the open</p>');
    expect(note!.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);
    expect(note!.ccIds.map(String)).toEqual([`${actorUri(author.id)}/followers`]);
    expect(note!.attributionId?.href).toBe(actorUri(author.id));
    expect(((await note!.toJsonLd()) as { attachment: unknown }).attachment).toMatchObject({
      type: 'Image',
      mediaType: 'image/webp',
      name: 'red',
      width: 40,
      height: 30,
    });

    await delivered();
    // Alice and Bob share one inbox: one delivery. The friends-only and only-me posts, written first, never came.
    expect(fed.remote.posted.slice(postedBefore)).toEqual(['/inbox']);
    expect(receivedFrom(author).filter((activity) => activity instanceof Create)).toHaveLength(1);
    const everything = JSON.stringify(await Promise.all(receivedFrom(author).map((activity) => activity.toJsonLd())));
    expect(everything).not.toContain(friendsOnly);
    expect(everything).not.toContain(onlyMe);
  });

  it('are sent as an Update when edited, a Delete when narrowed to friends, a Create when public again, a Delete when deleted', async () => {
    const author = await signedInMember(fed.t);
    await followedBy(author);
    const post = await write(author, { text: 'first words', visibility: 'public' });
    await arrival(author, Create, postUri(post));

    expect((await author.call('PATCH', `/posts/${post}`, { text: 'second words' })).status).toBe(200);
    const update = await arrival(author, Update, postUri(post));
    expect((await update.getObject())?.content?.toString()).toBe('<p>second words</p>');

    expect((await author.call('PATCH', `/posts/${post}`, { visibility: 'friends' })).status).toBe(200);
    const narrowed = await arrival(author, Delete, postUri(post));
    expect(await narrowed.getObject()).toBeInstanceOf(Tombstone);

    // Edits while it stays home send nothing.
    expect((await author.call('PATCH', `/posts/${post}`, { text: 'third words, for friends' })).status).toBe(200);
    expect((await author.call('PATCH', `/posts/${post}`, { visibility: 'public' })).status).toBe(200);
    await expect.poll(() => receivedFrom(author).filter((activity) => activity instanceof Create).length, polled).toBe(2);
    const republished = receivedFrom(author).filter((activity) => activity instanceof Create)[1]!;
    expect((await republished.getObject())?.content?.toString()).toBe('<p>third words, for friends</p>');
    expect(receivedFrom(author).filter((activity) => activity instanceof Update)).toHaveLength(1);

    expect((await author.call('DELETE', `/posts/${post}`)).status).toBe(200);
    await expect.poll(() => receivedFrom(author).filter((activity) => activity instanceof Delete).length, polled).toBe(2);
  });

  it('a deleted friends-only post sends nothing', async () => {
    const author = await signedInMember(fed.t);
    await followedBy(author);
    const hidden = await write(author, { text: 'among friends', visibility: 'friends' });
    expect((await author.call('DELETE', `/posts/${hidden}`)).status).toBe(200);
    const later = await write(author, { text: 'later, in public', visibility: 'public' });
    await arrival(author, Create, postUri(later));
    await delivered();
    expect(receivedFrom(author).flatMap((activity) => (activity instanceof Accept ? [] : [activity.constructor]))).toEqual([Create]);
  });

  it('a plain share is an Announce of the original, undone when the share is deleted', async () => {
    const author = await signedInMember(fed.t);
    const sharer = await signedInMember(fed.t);
    await followedBy(sharer);
    const original = await write(author, { text: 'worth sharing', visibility: 'public' });
    const share = await write(sharer, { visibility: 'public', shared_post_id: original });

    const announce = await arrival(sharer, Announce, postUri(original));
    expect(announce.id?.href).toBe(postUri(share));

    expect((await sharer.call('DELETE', `/posts/${share}`)).status).toBe(200);
    const undo = await arrival(sharer, Undo, postUri(share));
    expect(undo.id?.href).toBe(`${postUri(share)}#undo`);
  });
});

describe('a dead server among the followers', () => {
  it('(a closed port) does not hold back the delivery to the others, and its own is queued again for later', async () => {
    const author = await signedInMember(fed.t);
    await followedBy(author);
    const dead = `http://127.0.0.1:${await freePort()}`;
    await followerAt(author, dead);

    const post = await write(author, { text: 'to whoever listens', visibility: 'public' });
    await arrival(author, Create, postUri(post));
    // Fedify's retry of the refused delivery: a message job due later (its backoff), not a failure of the job queue.
    const retries = async () =>
      (
        await fed.t.app.database.pool.query<{ payload: { message: { inbox?: string; attempt?: number } } }>(
          `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks task on task.id = j.task_id
            where task.identifier = 'federation-message' and j.run_at > now()`,
        )
      ).rows.map((row) => row.payload.message);
    await expect.poll(retries, polled).toContainEqual(expect.objectContaining({ inbox: `${dead}/users/someone/inbox`, attempt: 1 }));
  });
});

describe('a server that never answers among the followers', () => {
  it('holds back its own deliveries only, while they wait', async () => {
    // Accepts connections and reads requests, but never answers one.
    const sockets = new Set<Socket>();
    const hanging = new Set<Socket>();
    const silent = createNetServer((socket) => {
      sockets.add(socket);
      socket.on('data', () => hanging.add(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const author = await signedInMember(fed.t);
      await followedBy(author);
      await followerAt(author, silentOrigin);

      const first = await write(author, { text: 'first, to those who answer', visibility: 'public' });
      await arrival(author, Create, postUri(first));
      await expect.poll(() => hanging.size, polled).toBeGreaterThan(0);
      // A delivery hangs on the silent server, holding a worker; the next ones there wait their turn, and the others go on.
      for (const text of ['second', 'third']) {
        const later = await write(author, { text, visibility: 'public' });
        await arrival(author, Create, postUri(later));
      }
      expect(hanging.size).toBe(1);
      expect([...hanging].every((socket) => !socket.destroyed)).toBe(true);
    } finally {
      // The silent server hangs up: its deliveries fail, and Fedify queues them for later.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('a remote actor’s inboxes', () => {
  // Fedify's delivery connects to whatever inbox it is given: addresses are judged when the actor is kept.
  const actorWith = (inbox: string, sharedInbox: string) =>
    new Person({
      id: new URL('https://93.184.215.14/users/someone'),
      preferredUsername: 'someone',
      inbox: new URL(inbox),
      endpoints: new Endpoints({ sharedInbox: new URL(sharedInbox) }),
    });
  const noFetch = (url: string) => Promise.reject(new Error(`Not fetched: ${url}`));

  it('are refused at private or loopback addresses outside tests: no inbox, no actor kept; a private shared inbox is dropped', async () => {
    const actors = new RemoteActors(fed.t.app.database.db, isPublicAddress);
    expect(await actors.remember(actorWith('http://127.0.0.1:9/inbox', 'https://93.184.215.14/inbox'), noFetch)).toBeUndefined();
    expect(await actors.remember(actorWith('http://[::ffff:10.0.0.1]/inbox', 'https://93.184.215.14/inbox'), noFetch)).toBeUndefined();
    const kept = await actors.remember(actorWith('https://93.184.215.14/users/someone/inbox', 'http://169.254.169.254/inbox'), noFetch);
    expect(kept).toMatchObject({ inbox: 'https://93.184.215.14/users/someone/inbox', sharedInbox: null });
  });
});

describe('comments on public posts', () => {
  it('are sent as a Create of a Note in reply to the post, an Update when edited, a Delete when deleted; not on a friends-only post', async () => {
    const author = await signedInMember(fed.t);
    const commenter = await signedInMember(fed.t);
    await followedBy(commenter);
    // The commenter's own friends-only post and a comment on it: never sent.
    const hidden = await write(commenter, { text: 'among friends', visibility: 'friends' });
    const hiddenComment = (await commenter.call('POST', `/posts/${hidden}/comments`, { text: 'a word among friends' })).body.output
      .id as string;
    const post = await write(author, { text: 'say something', visibility: 'public' });

    const { body } = await commenter.call('POST', `/posts/${post}/comments`, { text: 'something' });
    const comment = body.output.id as string;
    const create = await arrival(commenter, Create, commentUri(comment));
    const note = await create.getObject();
    expect(note?.replyTargetId?.href).toBe(postUri(post));
    expect(note?.content?.toString()).toBe('<p>something</p>');

    expect((await commenter.call('PATCH', `/comments/${comment}`, { text: 'something else' })).status).toBe(200);
    const update = await arrival(commenter, Update, commentUri(comment));
    expect((await update.getObject())?.content?.toString()).toBe('<p>something else</p>');

    expect((await commenter.call('DELETE', `/comments/${comment}`)).status).toBe(200);
    await arrival(commenter, Delete, commentUri(comment));
    await delivered();
    expect(receivedFrom(commenter).filter((activity) => activity.objectId?.href === commentUri(hiddenComment))).toEqual([]);
    expect(receivedFrom(commenter).filter((activity) => activity.objectId?.href === postUri(hidden))).toEqual([]);
  });
});

describe('a profile', () => {
  it('sends an Update of the Person when its fields or its picture change', async () => {
    const member = await signedInMember(fed.t);
    await followedBy(member);
    expect((await member.call('POST', `/user/update/${member.id}`, { fullname: 'A New Name', bio: 'New bio' })).status).toBe(200);
    const update = await arrival(member, Update, actorUri(member.id));
    const person = await update.getObject();
    expect(person).toBeInstanceOf(Person);
    expect(person?.name?.toString()).toBe('A New Name');

    // A new profile picture: another Update, the Person's icon the new picture.
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${fed.t.baseUrl}/api/user/cover-image?token=${member.token}&kind=profile`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    const { url } = ((await response.json()) as { output: { url: string } }).output;
    const updates = () => receivedFrom(member).filter((activity): activity is Update => activity instanceof Update);
    await expect.poll(() => updates().length, polled).toBe(2);
    const icon = await ((await updates()[1]!.getObject()) as Person).getIcon();
    expect(icon?.url?.toString()).toBe(new URL(url, meshworkHost).href);
  });
});

describe('an erased account', () => {
  it('sends a Delete of the actor, signed with keys erased with the member', async () => {
    const member = await signedInMember(fed.t);
    await followedBy(member);
    const requestedAt = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await fed.t.app.database.db.execute(
      sql`update members set delete_request_timestamp = ${requestedAt.toISOString()} where id = ${member.id}`,
    );
    const memberRows = async () => (await fed.t.app.database.db.execute(sql`select 1 from members where id = ${member.id}`)).rows;
    // The remote server is down while the purge runs: the Delete is delivered by a retry, once the member and their keys are gone.
    fed.remote.unavailable = true;
    try {
      await fed.t.app.jobs.add('account-purge', { memberId: member.id, requestedAt: requestedAt.toISOString() });
      await expect.poll(memberRows, polled).toEqual([]);
      await jobsSettled(fed.t, 'account-purge');
    } finally {
      fed.remote.unavailable = false;
    }
    const { rows: keys } = await fed.t.app.database.db.execute(sql`select 1 from federation_key_pairs where member_id = ${member.id}`);
    expect(keys).toEqual([]);
    const deletion = await arrival(member, Delete, actorUri(member.id));
    expect(deletion.id?.href).toBe(`${actorUri(member.id)}#delete`);
  });
});
