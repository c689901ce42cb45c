import { Accept, Follow, Undo } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.js';
import { federationPair, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { RemoteFollowers } from '../remoteFollowers.js';

const fed = federationPair(['alice', 'bob']);

let followCount = 0;
const followOf = (memberId: string, username = 'alice', actor = fed.remote.actorUri(username)) =>
  new Follow({ id: new URL(`${fed.remote.origin}/follows/${++followCount}`), actor, object: meshworkActorUri(memberId) });

const send = (activity: Follow | Undo, memberId: string, username = 'alice') => fed.deliver(activity, memberId, username);

async function followerRows(memberId: string) {
  const { rows } = await fed.t.app.database.db.execute<{ uri: string; follow_activity_id: string }>(
    sql`select a.uri, f.follow_activity_id from remote_followers f join remote_actors a on a.id = f.remote_actor_id where f.member_id = ${memberId}`,
  );
  return rows;
}

const acceptsOf = (follow: Follow) =>
  fed.remote.received.filter((activity) => activity instanceof Accept && activity.objectId?.href === follow.id?.href);

const followersCollection = async (memberId: string) =>
  (await fed.t.request('GET', `/ap/actors/${memberId}/followers`, { headers: { accept: 'application/activity+json' } })).body;

describe('a follow from another server', () => {
  it('is recorded and accepted, counted by the followers collection, and ended by its Undo', async () => {
    const member = await createMember(fed.t.app);
    const follow = followOf(member.id);
    await send(follow, member.id);

    await expect.poll(() => acceptsOf(follow).length, { timeout: 20_000 }).toBe(1);
    const [accept] = acceptsOf(follow) as Accept[];
    expect(accept!.actorId?.href).toBe(meshworkActorUri(member.id).href);
    expect(await followerRows(member.id)).toEqual([{ uri: fed.remote.actorUri('alice').href, follow_activity_id: follow.id!.href }]);
    const { rows: actors } = await fed.t.app.database.db.execute(
      sql`select handle, name, inbox, shared_inbox, host from remote_actors where uri = ${fed.remote.actorUri('alice').href}`,
    );
    expect(actors).toEqual([
      {
        handle: `alice@${new URL(fed.remote.origin).host}`,
        name: 'Remote alice',
        inbox: `${fed.remote.origin}/users/alice/inbox`,
        shared_inbox: `${fed.remote.origin}/inbox`,
        host: new URL(fed.remote.origin).host,
      },
    ]);
    expect((await followersCollection(member.id)).totalItems).toBe(1);

    // Another actor cannot undo it, whether the Follow is embedded or named by its id.
    await send(
      new Undo({ id: new URL(`${fed.remote.origin}/undos/bob-1`), actor: fed.remote.actorUri('bob'), object: follow }),
      member.id,
      'bob',
    );
    await send(
      new Undo({ id: new URL(`${fed.remote.origin}/undos/bob-2`), actor: fed.remote.actorUri('bob'), object: follow.id }),
      member.id,
      'bob',
    );
    await fed.handled();
    expect(await followerRows(member.id)).toHaveLength(1);

    await send(new Undo({ id: new URL(`${follow.id!.href}/undo`), actor: fed.remote.actorUri('alice'), object: follow }), member.id);
    await expect.poll(() => followerRows(member.id), { timeout: 20_000 }).toEqual([]);
    expect((await followersCollection(member.id)).totalItems).toBe(0);
  });

  it('is one row when the same Follow comes twice or the follower follows again, an Undo naming the latest Follow', async () => {
    const member = await createMember(fed.t.app);
    const first = followOf(member.id);
    const second = followOf(member.id);
    await send(first, member.id);
    await send(first, member.id);
    await send(second, member.id);
    await expect.poll(() => acceptsOf(second).length, { timeout: 20_000 }).toBe(1);
    await fed.handled();
    // The same Follow delivered again is accepted again (its first Accept may have been lost).
    expect(acceptsOf(first).length).toBeGreaterThan(0);
    expect(await followerRows(member.id)).toEqual([{ uri: fed.remote.actorUri('alice').href, follow_activity_id: second.id!.href }]);

    // A bare Undo (the Follow's id only) finds the follow by that id.
    await send(new Undo({ id: new URL(`${second.id!.href}/undo`), actor: fed.remote.actorUri('alice'), object: second.id }), member.id);
    await expect.poll(() => followerRows(member.id), { timeout: 20_000 }).toEqual([]);
  });

  it('of an unknown or hidden member records nothing and gets no Accept', async () => {
    const hidden = await createMember(fed.t.app, { suspendedAt: new Date() });
    const follows = [followOf('00000000-0000-4000-8000-000000000000'), followOf(hidden.id)];
    await send(follows[0]!, '00000000-0000-4000-8000-000000000000');
    await send(follows[1]!, hidden.id);
    await fed.handled();
    expect(await followerRows(hidden.id)).toEqual([]);
    expect(follows.flatMap(acceptsOf)).toEqual([]);
  });

  it('unsigned is refused (401) and records nothing', async () => {
    const member = await createMember(fed.t.app);
    const follow = await followOf(member.id).toJsonLd();
    const response = await fetch(`${fed.t.baseUrl}/ap/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify(follow),
    });
    expect(response.status).toBe(401);
    await fed.handled();
    expect(await followerRows(member.id)).toEqual([]);
  });

  it('signed by one actor in the name of another is refused and records nothing', async () => {
    const member = await createMember(fed.t.app);
    const forged = followOf(member.id, 'alice', fed.remote.actorUri('bob'));
    const refused = fed.remote.context.sendActivity([await fed.remote.keyOf('alice')], fed.inboxOf(member.id), forged, {
      immediate: true,
    });
    // Fedify refuses a signer who is not the activity's actor before any listener runs.
    await expect(refused).rejects.toMatchObject({ statusCode: 401, responseBody: 'The signer and the actor do not match.' });
    await fed.handled();
    expect(await followerRows(member.id)).toEqual([]);
    expect(acceptsOf(forged)).toEqual([]);
  });

  it('puts the follower’s URI in a creator’s listed followers and its inboxes in the delivery list, and goes with the member', async () => {
    const creator = await createMember(fed.t.app, { isCreator: true });
    const fan = await createMember(fed.t.app);
    await fed.t.app.database.db.execute(sql`insert into follows (follower_id, followee_id) values (${fan.id}, ${creator.id})`);
    const follow = followOf(creator.id, 'bob');
    await send(follow, creator.id, 'bob');
    await expect.poll(() => acceptsOf(follow).length, { timeout: 20_000 }).toBe(1);

    const collection = await followersCollection(creator.id);
    expect(collection.totalItems).toBe(2);
    const listed: string[] = [];
    for (let page = collection.first; page;) {
      const { body } = await fed.t.request('GET', page.replace(meshworkHost, ''), { headers: { accept: 'application/activity+json' } });
      listed.push(...(body.orderedItems ?? []));
      page = body.next;
    }
    expect(listed.sort()).toEqual([meshworkActorUri(fan.id).href, fed.remote.actorUri('bob').href].sort());

    const recipients = await new RemoteFollowers(fed.t.app.database.db).recipients(creator.id);
    expect(recipients.map((r) => [r.id?.href, r.inboxId?.href, r.endpoints?.sharedInbox?.href])).toEqual([
      [fed.remote.actorUri('bob').href, `${fed.remote.origin}/users/bob/inbox`, `${fed.remote.origin}/inbox`],
    ]);

    // The follows go with the member.
    await fed.t.app.database.db.execute(sql`delete from members where id = ${creator.id}`);
    expect(await followerRows(creator.id)).toEqual([]);
  });
});
