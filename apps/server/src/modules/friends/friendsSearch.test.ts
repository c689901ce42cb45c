import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let me: SignedInMember;
let sofia: SignedInMember;
let jose: SignedInMember;
let bjorn: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  me = await signedInMember(t);
  [sofia, jose, bjorn] = await Promise.all([
    signedInMember(t, { fullname: 'Sofía Hernández', nickname: 'Sofi', username: 'sofia_h' }),
    signedInMember(t, { fullname: 'Jose Martin', nickname: 'Pepe', username: 'jmartin' }),
    signedInMember(t, { fullname: 'Björn Ek', nickname: 'BJÖRN', username: 'bjorn_ek' }),
  ]);
  for (const friend of [sofia, jose, bjorn]) await befriend(me, friend);
  // A member who is not a friend never shows in the friends list, whatever the search.
  await signedInMember(t, { fullname: 'Sofia Stranger', nickname: 'Sofia2', username: 'sofia_s' });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const { status, body } = await me.call('GET', `/friends?search_query=${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  return body.output.items.map((friend: { nickname: string }) => friend.nickname);
};

describe('GET /api/friends', () => {
  it('lists every friend by nickname with image and presence (offline: logged in just now, not connected to the realtime service) when the query is empty', async () => {
    const { body } = await me.call('GET', '/friends?search_query=');
    expect(body.output.items.map((friend: any) => friend.nickname)).toEqual(['BJÖRN', 'Pepe', 'Sofi']);
    expect(body.output.items[0]).toEqual(expect.objectContaining({ user_image: null, status: 'offline', username: 'bjorn_ek' }));
    expect(body.output.next_cursor).toBeNull();
  });

  it('matches full name, nickname or username, ignoring case and accents both ways', async () => {
    expect(await search('SOFIA')).toEqual(['Sofi']); // full name Sofía, unaccented query
    expect(await search('hernández')).toEqual(['Sofi']);
    expect(await search('josé')).toEqual(['Pepe']); // accented query, unaccented name
    expect(await search('pEp')).toEqual(['Pepe']);
    expect(await search('JMART')).toEqual(['Pepe']);
    expect(await search('bjorn')).toEqual(['BJÖRN']);
    expect(await search('nobody like this')).toEqual([]);
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual(['BJÖRN', 'Sofi']); // only the usernames with an underscore
  });

  it('pages with a cursor, each friend once', async () => {
    const first = await me.call('GET', '/friends?limit=2');
    expect(first.body.output.items.map((friend: any) => friend.nickname)).toEqual(['BJÖRN', 'Pepe']);
    const second = await me.call('GET', `/friends?limit=2&cursor=${first.body.output.next_cursor}`);
    expect(second.body.output.items.map((friend: any) => friend.nickname)).toEqual(['Sofi']);
    expect(second.body.output.next_cursor).toBeNull();
  });

  it('refuses a malformed cursor, limit or overlong query with 422', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('[1]').toString('base64url')}`,
      'limit=0',
      'limit=101',
      `search_query=${'a'.repeat(101)}`,
    ]) {
      const { status, body } = await me.call('GET', `/friends?${query}`);
      expect([query, status, body.error]).toEqual([query, 422, 'validation_failed']);
    }
  });
});
