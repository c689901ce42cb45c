import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/people', () => {
  it('finds members by any name, with how the viewer stands to each, never the viewer or a leaving member', async () => {
    const tag = 'Zephyrine';
    const [me, friend, asked, asker, stranger] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => signedInMember(t, { fullname: `${tag} ${letter}`, nickname: `${tag}${letter}` })),
    );
    await signedInMember(t, { fullname: `${tag} Leaving`, deleteRequestTimestamp: new Date() });
    await befriend(me!, friend!);
    await me!.call('POST', '/friends/requests', { user_id: asked!.id });
    await asker!.call('POST', '/friends/requests', { user_id: me!.id });
    await stranger!.call('POST', `/follows/${me!.id}`);

    const { status, body } = await me!.call('GET', `/people?search_query=${tag.toLowerCase()}`);
    expect(status).toBe(200);
    const relations = Object.fromEntries(body.output.items.map((person: any) => [person.user_id, person.relation]));
    expect(relations).toEqual({
      [friend!.id]: { friendship: 'friends', following: false, follows_you: false, blocked: false },
      [asked!.id]: { friendship: 'request_sent', following: false, follows_you: false, blocked: false },
      [asker!.id]: { friendship: 'request_received', following: false, follows_you: false, blocked: false },
      [stranger!.id]: { friendship: 'none', following: false, follows_you: true, blocked: false },
    });
    // Presence is for friends only; people entries carry none.
    expect(body.output.items[0]).not.toHaveProperty('status');
  });

  it('pages through every member once', async () => {
    const tag = 'Quillon';
    const me = await signedInMember(t);
    const others = await Promise.all(Array.from({ length: 5 }, (_, index) => signedInMember(t, { nickname: `${tag}${index}` })));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const { body }: { body: any } = await me.call('GET', `/people?search_query=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.output.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.output.items.map((person: any) => person.nickname));
      cursor = body.output.next_cursor;
    }
    expect(seen).toEqual(others.map((other) => other.nickname));
  });
});

describe('GET /api/friends/suggestions', () => {
  it('suggests friends of friends by mutual friends, never friends, asked, blocked or leaving members', async () => {
    const [me, f1, f2, twoMutual, oneMutual, alreadyAsked, blocked, leaving] = await Promise.all(
      Array.from({ length: 8 }, () => signedInMember(t)),
    );
    for (const friend of [f1!, f2!]) await befriend(me!, friend);
    await befriend(f1!, twoMutual!);
    await befriend(f2!, twoMutual!);
    await befriend(f1!, oneMutual!);
    await befriend(f1!, alreadyAsked!);
    await befriend(f2!, blocked!);
    await befriend(f2!, leaving!);
    await befriend(f1!, f2!); // my friends know each other: neither is suggested to me
    await alreadyAsked!.call('POST', '/friends/requests', { user_id: me!.id });
    await blocked!.call('POST', `/blocks/${me!.id}`);
    await t.app.database.pool.query('update members set delete_request_timestamp = now() where id = $1', [leaving!.id]);

    const { status, body } = await me!.call('GET', '/friends/suggestions');
    expect(status).toBe(200);
    expect(body.output.items.map((suggestion: any) => [suggestion.user_id, suggestion.mutual_friends])).toEqual([
      [twoMutual!.id, 2],
      [oneMutual!.id, 1],
    ]);
    expect((await me!.call('GET', '/friends/suggestions?limit=1')).body.output.items).toHaveLength(1);
    expect((await me!.call('GET', '/friends/suggestions?limit=51')).status).toBe(422);
  });
});
