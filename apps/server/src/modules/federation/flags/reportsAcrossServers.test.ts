import { randomUUID } from 'node:crypto';
import { Application, Create, Flag, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, followsRemote, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

const fed = federationPair(['alice']);
const db = () => fed.t.app.database.db;
const instanceActor = `${meshworkHost}/ap/actors/instance`;

let reader: SignedInMember;
let moderator: SignedInMember;
beforeAll(async () => {
  reader = await signedInMember(fed.t);
  moderator = await signedInMember(fed.t, { role: 'moderator' });
  await followsRemote(fed.t, fed.remote, reader.id, 'alice');
});

/** A note of Alice's, delivered to the reader and kept; its id here and its URI. */
async function noteOfAlice(content: string): Promise<{ id: string; uri: URL }> {
  const uri = fed.nextId('notes');
  const note = new Note({
    id: uri,
    attribution: fed.remote.actorUri('alice'),
    content: `<p>${content}</p>`,
    published: Temporal.Now.instant(),
    to: PUBLIC_COLLECTION,
  });
  await fed.deliver(new Create({ id: fed.nextId('creates'), actor: fed.remote.actorUri('alice'), object: note }), reader.id);
  await fed.handled();
  const { rows } = await db().execute<{ id: string }>(sql`select id from remote_posts where uri = ${uri.href}`);
  return { id: rows[0]!.id, uri };
}

const report = (member: SignedInMember, body: Record<string, unknown>) => member.call('POST', '/reports', body);
const flagsReceived = () => fed.remote.received.filter((activity): activity is Flag => activity instanceof Flag);

describe('reports of notes of other servers', () => {
  it('open a case staff read, and send its server an anonymous, signed Flag when the reporter asks', async () => {
    const note = await noteOfAlice('Buy followers &amp; likes');
    const answer = await report(reader, {
      target_type: 'remote_note',
      target_id: note.id,
      category: 'spam',
      comment: 'An advert',
      forward: true,
    });
    expect(answer.status).toBe(201);
    const host = new URL(fed.remote.origin).host;
    expect(answer.body.output.forwarded_to).toBe(host);
    expect(answer.body.message).toBe(`Thanks — a moderator will look at it, and ${host} was sent a copy`);

    const detail = (await moderator.call('GET', `/moderation/cases/${answer.body.output.case_id}`)).body.output;
    expect(detail.case).toMatchObject({ target_type: 'remote_note', target_id: note.id, target_member: null, reports_count: 1 });
    expect(detail.content).toMatchObject({ text: 'Buy followers & likes', details: `@alice@${host}`, exists: true });

    // The remote server verified the signature of the instance actor, whose document it fetched.
    await expect.poll(() => flagsReceived().length, { timeout: 20_000 }).toBe(1);
    const [flag] = flagsReceived();
    expect(flag!.actorId?.href).toBe(instanceActor);
    expect(flag!.objectIds.map((id) => id.href)).toEqual([fed.remote.actorUri('alice').href, note.uri.href]);
    expect(flag!.content?.toString()).toBe('An advert');
    expect(JSON.stringify(await flag!.toJsonLd())).not.toContain(reader.id);
    const actor = await flag!.getActor({ documentLoader: fed.remote.context.documentLoader });
    expect(actor).toBeInstanceOf(Application);

    // The same report again updates it and sends nothing more.
    const again = await report(reader, {
      target_type: 'remote_note',
      target_id: note.id,
      category: 'spam',
      comment: 'Still',
      forward: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.output.forwarded_to).toBeNull();
  });

  it('send nothing unless asked, refuse forwarding of anything else, and answer 404 for a note the reporter may not see', async () => {
    const before = flagsReceived().length;
    const note = await noteOfAlice('A plain note');
    const quiet = await report(reader, { target_type: 'remote_note', target_id: note.id, category: 'other' });
    expect(quiet.status).toBe(201);
    expect(quiet.body.output.forwarded_to).toBeNull();

    const post = (await reader.call('POST', '/posts', { text: 'mine', visibility: 'public' })).body.output;
    const local = await report(moderator, { target_type: 'post', target_id: post.id, category: 'spam', forward: true });
    expect(local.status).toBe(422);
    expect(local.body.extra.message.forward).toEqual(["Only a report of another server's post can be sent to that server"]);

    // Followers-only, and the moderator does not follow Alice.
    const hidden = await noteOfAlice('for followers');
    await db().execute(sql`update remote_posts set audience = 'followers' where id = ${hidden.id}`);
    const refused = await report(moderator, { target_type: 'remote_note', target_id: hidden.id, category: 'spam', forward: true });
    expect(refused.status).toBe(404);
    // The same answer as for a note that is not here: what a member may not see is not revealed.
    const unknown = await report(moderator, { target_type: 'remote_note', target_id: randomUUID(), category: 'spam' });
    expect(refused.body).toEqual(unknown.body);
    await fed.handled();
    expect(flagsReceived()).toHaveLength(before);
  });
});

describe('reports other servers send', () => {
  const flag = (objects: URL[], content: string) =>
    new Flag({ id: fed.nextId('flags'), actor: fed.remote.actorUri('alice'), objects, content });
  const postUri = (postId: string) => new URL(`${meshworkHost}/ap/posts/${postId}`);
  const caseAbout = async (targetId: string) => {
    const { rows } = await db().execute<{ id: string }>(sql`select id from moderation_cases where target_id = ${targetId}`);
    return rows.length === 0 ? undefined : (await moderator.call('GET', `/moderation/cases/${rows[0]!.id}`)).body.output;
  };

  it('are filed as the server’s reports of the posts they name, once per case, or of the member when they name no post', async () => {
    const author = await signedInMember(fed.t);
    const post = (await author.call('POST', '/posts', { text: 'Cheap watches', visibility: 'public' })).body.output;
    const hidden = (await author.call('POST', '/posts', { text: 'Only friends', visibility: 'friends' })).body.output;
    const reported = flag([meshworkActorUri(author.id), postUri(post.id), postUri(hidden.id)], 'Spam <b>from</b> your member');
    await fed.deliver(reported, author.id);
    await fed.deliver(reported, author.id);
    await fed.handled();

    const detail = await caseAbout(post.id);
    expect(detail.case).toMatchObject({ target_type: 'post', reports_count: 1, categories: { other: 1 } });
    expect(detail.case.target_member.id).toBe(author.id);
    expect(detail.reports).toEqual([
      expect.objectContaining({ reporter: null, remote_host: new URL(fed.remote.origin).host, comment: 'Spam <b>from</b> your member' }),
    ]);
    // A post that may not leave the server is not theirs to report.
    expect(await caseAbout(hidden.id)).toBeUndefined();
    expect(await caseAbout(author.id)).toBeUndefined();

    await fed.deliver(flag([meshworkActorUri(author.id)], 'Rude'), author.id);
    await fed.handled();
    expect((await caseAbout(author.id)).case).toMatchObject({ target_type: 'member', reports_count: 1 });

    // Naming only what may not leave the server files nothing.
    const other = await signedInMember(fed.t);
    const friendsOnly = (await other.call('POST', '/posts', { text: 'Mine only', visibility: 'friends' })).body.output;
    await fed.deliver(flag([postUri(friendsOnly.id)], 'Hm'), other.id);
    await fed.handled();
    expect(await caseAbout(friendsOnly.id)).toBeUndefined();
    expect(await caseAbout(other.id)).toBeUndefined();
  });
});
