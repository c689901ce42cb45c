import { Block, Follow } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.js';
import { federationPair, meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';

const fed = federationPair(['alice', 'bob']);
const activityId = () => fed.nextId('activities');

/** Both directions of follows between the member and remote accounts, as `follower → followee` by username. */
async function followsOf(memberId: string): Promise<string[]> {
  const { rows } = await fed.t.app.database.db.execute<{ line: string }>(sql`
    select split_part(a.handle, '@', 1) || ' → member' as line from remote_followers f join remote_actors a on a.id = f.remote_actor_id where f.member_id = ${memberId}
    union all
    select 'member → ' || split_part(a.handle, '@', 1) from remote_following f join remote_actors a on a.id = f.remote_actor_id where f.member_id = ${memberId}
    order by 1`);
  return rows.map((row) => row.line);
}

/** The remote account follows the member, and the member follows it back (accepted). */
async function mutualFollow(memberId: string, username: string): Promise<void> {
  await fed.deliver(
    new Follow({ id: activityId(), actor: fed.remote.actorUri(username), object: meshworkActorUri(memberId) }),
    memberId,
    username,
  );
  await expect.poll(async () => (await followsOf(memberId)).some((line) => line.startsWith(username)), { timeout: 20_000 }).toBe(true);
  await fed.t.app.database.db.execute(sql`
    insert into remote_following (member_id, remote_actor_id, follow_activity_id, state)
    select ${memberId}, id, ${`${meshworkActorUri(memberId).href}#follows/${username}`}, 'accepted' from remote_actors where uri = ${fed.remote.actorUri(username).href}`);
}

describe('a block from another server', () => {
  it('ends the follows between the blocker and the member both ways, and no one else’s', async () => {
    const member = await createMember(fed.t.app);
    await mutualFollow(member.id, 'alice');
    await mutualFollow(member.id, 'bob');
    expect(await followsOf(member.id)).toEqual(['alice → member', 'bob → member', 'member → alice', 'member → bob']);

    await fed.deliver(
      new Block({ id: activityId(), actor: fed.remote.actorUri('alice'), object: meshworkActorUri(member.id) }),
      member.id,
      'alice',
    );
    await expect.poll(() => followsOf(member.id), { timeout: 20_000 }).toEqual(['bob → member', 'member → bob']);
  });

  it('of anything but one of our members, or signed by someone else than its actor, changes nothing', async () => {
    const member = await createMember(fed.t.app);
    await mutualFollow(member.id, 'alice');
    await fed.deliver(
      new Block({
        id: activityId(),
        actor: fed.remote.actorUri('alice'),
        object: new URL(`${meshworkHost}/ap/posts/00000000-0000-4000-8000-000000000000`),
      }),
      member.id,
      'alice',
    );
    // Signed by bob, claiming to be alice: refused before any listener.
    await expect(
      fed.remote.context.sendActivity(
        [await fed.remote.keyOf('bob')],
        fed.inboxOf(member.id),
        new Block({ id: activityId(), actor: fed.remote.actorUri('alice'), object: meshworkActorUri(member.id) }),
        { immediate: true },
      ),
    ).rejects.toThrow(/401/);
    await fed.handled();
    expect(await followsOf(member.id)).toEqual(['alice → member', 'member → alice']);
  });
});
