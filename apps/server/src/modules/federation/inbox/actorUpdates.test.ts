import { Follow, Person, Update } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.js';
import { federationPair, meshworkActorUri } from '../../../../test/federationPair.js';

const fed = federationPair(['alice', 'bob', 'carol']);
const activityId = () => fed.nextId('activities');

const renamed = (username: string, name: string) =>
  new Person({
    id: fed.remote.actorUri(username),
    preferredUsername: username,
    name,
    inbox: new URL(`${fed.remote.origin}/users/${username}/inbox`),
  });

async function namesKept(): Promise<Record<string, string>> {
  const { rows } = await fed.t.app.database.db.execute<{ handle: string; name: string }>(
    sql`select handle, name from remote_actors where host = ${new URL(fed.remote.origin).host}`,
  );
  return Object.fromEntries(rows.map((row) => [row.handle.split('@')[0], row.name]));
}

describe('an Update of a remote actor', () => {
  it('by itself refreshes what is kept of it; by another, or of an actor not kept, changes nothing', async () => {
    const member = await createMember(fed.t.app);
    await fed.deliver(
      new Follow({ id: activityId(), actor: fed.remote.actorUri('alice'), object: meshworkActorUri(member.id) }),
      member.id,
      'alice',
    );
    await expect.poll(namesKept, { timeout: 20_000 }).toEqual({ alice: 'Remote alice' });

    const update = (by: string, of: string, name: string) =>
      fed.deliver(new Update({ id: activityId(), actor: fed.remote.actorUri(by), object: renamed(of, name) }), member.id, by);
    await update('alice', 'alice', 'Alice Renamed');
    await expect.poll(namesKept, { timeout: 20_000 }).toEqual({ alice: 'Alice Renamed' });

    await update('bob', 'alice', 'Forged by bob');
    await update('carol', 'carol', 'Carol');
    await fed.handled();
    expect(await namesKept()).toEqual({ alice: 'Alice Renamed' });
  });
});
