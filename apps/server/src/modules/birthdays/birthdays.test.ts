import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

type BirthdaySetting = { birthdayVisibility?: 'public' | 'friends' | 'only_me'; birthdayShowsYear?: boolean };
// Members with a birthday show its year unless a test says otherwise.
const member = (birthday?: string, setting: BirthdaySetting = {}) =>
  signedInMember(t, birthday ? { birthday, birthdayShowsYear: true, ...setting } : {});
const birthdaysOf = async (viewer: SignedInMember, from: string) => {
  const { status, body } = await viewer.call('GET', `/birthdays?from=${from}`);
  expect(status).toBe(200);
  return body.output as Array<{ user: { user_id: string }; date: string; days_until: number; turns: number | null }>;
};

describe("friends' birthdays", () => {
  it('lists friends with a birthday today or within 30 days, soonest first, across the year end', async () => {
    const viewer = await member();
    const [newYear, today, later, tooLate, stranger] = await Promise.all([
      member('1995-01-10'),
      member('1990-12-20'),
      member('2001-12-31'),
      member('1990-01-25'),
      member('1990-12-21'),
    ]);
    for (const friend of [newYear, today, later, tooLate]) await befriend(viewer, friend);
    const list = await birthdaysOf(viewer, '2026-12-20');
    expect(list.map((b) => b.user.user_id)).toEqual([today.id, later.id, newYear.id]);
    expect(list[0]).toMatchObject({ date: '2026-12-20', days_until: 0, turns: 36 });
    expect(list[2]).toMatchObject({ date: '2027-01-10', days_until: 21, turns: 32 });
    expect(list.map((b) => b.user.user_id)).not.toContain(stranger.id);
  });

  it('shows 29 February on 28 February in a year without it', async () => {
    const viewer = await member();
    const leapling = await member('2000-02-29');
    await befriend(viewer, leapling);
    expect(await birthdaysOf(viewer, '2027-02-27')).toEqual([expect.objectContaining({ date: '2027-02-28', days_until: 1 })]);
  });

  it('leaves out friends with no birthday, and a friend who blocked the viewer', async () => {
    const viewer = await member();
    const [noBirthday, blocker] = await Promise.all([member(), member('1990-05-02')]);
    await befriend(viewer, noBirthday);
    await befriend(viewer, blocker);
    await blocker.call('POST', `/blocks/${viewer.id}`);
    expect(await birthdaysOf(viewer, '2026-05-01')).toEqual([]);
  });

  it("respects each friend's birthday visibility: only me hides it, a hidden year hides the age", async () => {
    const viewer = await member();
    const [onlyMe, noYear, shown] = await Promise.all([
      member('1990-05-03', { birthdayVisibility: 'only_me' }),
      member('1990-05-04', { birthdayShowsYear: false }),
      member('1990-05-05', { birthdayVisibility: 'public' }),
    ]);
    for (const friend of [onlyMe, noYear, shown]) await befriend(viewer, friend);
    const list = await birthdaysOf(viewer, '2026-05-01');
    expect(list.map((b) => b.user.user_id)).toEqual([noYear.id, shown.id]);
    expect(list[0]).toMatchObject({ date: '2026-05-04', turns: null });
    expect(list[1]).toMatchObject({ date: '2026-05-05', turns: 36 });
  });

  it('refuses a day that is no date with 422', async () => {
    const viewer = await member();
    expect((await viewer.call('GET', '/birthdays?from=2026-13-40')).status).toBe(422);
    expect((await viewer.call('GET', '/birthdays')).status).toBe(422);
  });
});
