import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/users.js';
import { createMember } from '../../../test/factories.js';
import { graphConditions } from '../friends/index.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { visibleBirthday, visibleBirthdaySql } from './birthdays.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** The birthday as the SQL form answers it for the viewer. */
async function birthdayInList(viewerId: string, memberId: string) {
  const [row] = await t.app.database.db
    .select({ birthday: visibleBirthdaySql(viewerId, graphConditions.friends(viewerId, members.id)) })
    .from(members)
    .where(eq(members.id, memberId));
  return row!.birthday;
}

describe('birthday visibility', () => {
  // Each value and the year flag, for the owner, a friend and a stranger: [owner, friend, stranger].
  it.each([
    ['public', false, ['1990-07-04', '--07-04', '--07-04']],
    ['public', true, ['1990-07-04', '1990-07-04', '1990-07-04']],
    ['friends', false, ['1990-07-04', '--07-04', null]],
    ['friends', true, ['1990-07-04', '1990-07-04', null]],
    ['only_me', true, ['1990-07-04', null, null]],
  ] as const)('%s with the year shown %s: owner, friend, stranger see %j', async (visibility, showsYear, expected) => {
    const owner = await signedInMember(t, { birthday: '1990-07-04', birthdayVisibility: visibility, birthdayShowsYear: showsYear });
    const friend = await signedInMember(t);
    const stranger = await createMember(t.app);
    await befriend(owner, friend);
    const member = owner.member;
    expect([
      visibleBirthday({ id: owner.id, isFriend: false }, member),
      visibleBirthday({ id: friend.id, isFriend: true }, member),
      visibleBirthday({ id: stranger.id, isFriend: false }, member),
    ]).toEqual(expected);
    expect([
      await birthdayInList(owner.id, owner.id),
      await birthdayInList(friend.id, owner.id),
      await birthdayInList(stranger.id, owner.id),
    ]).toEqual(expected);
  });

  it('is null for everyone when there is no birthday', async () => {
    const member = await createMember(t.app, { birthdayVisibility: 'public' });
    expect(visibleBirthday({ id: member.id, isFriend: false }, member)).toBeNull();
    expect(await birthdayInList(member.id, member.id)).toBeNull();
  });

  it('defaults to friends with the year hidden, and the settings change both', async () => {
    const { member, token } = await signedInMember(t);
    expect(member).toMatchObject({ birthdayVisibility: 'friends', birthdayShowsYear: false });
    const { status, body } = await t.request('POST', `/api/user/update/${member.id}`, {
      token,
      body: { birthday_visibility: 'public', birthday_shows_year: true },
    });
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ birthday_visibility: 'public', birthday_shows_year: true });
  });

  it.each([
    ['an unknown visibility', { birthday_visibility: 'everyone' }, 'birthday_visibility'],
    ['a year flag that is not a boolean', { birthday_shows_year: 'yes' }, 'birthday_shows_year'],
  ])('refuses %s with 422', async (_, body, field) => {
    const { member, token } = await signedInMember(t);
    const answer = await t.request('POST', `/api/user/update/${member.id}`, { token, body });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.extra.message)).toEqual([field]);
  });
});
