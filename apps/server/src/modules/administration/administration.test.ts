import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { moderationCases, reports } from '../../db/schema/reports.js';
import { moderationOf } from '../moderation/index.js';

let t: TestApp;
let admin: SignedInMember;
let moderator: SignedInMember;
let member: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInMember(t, { role: 'administrator' });
  moderator = await signedInMember(t, { role: 'moderator' });
  member = await signedInMember(t);
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const list = (query: string, as = admin) => as.call('GET', `/admin/members?${query}`);
const usernamesOf = (body: any): string[] => body.output.items.map((item: { username: string }) => item.username).sort();

/** A case about the member with one report in it, open or closed. */
async function reportAbout(targetMemberId: string, reporterId: string, status: 'open' | 'resolved') {
  const [opened] = await t.app.database.db
    .insert(moderationCases)
    .values({ targetType: 'member', targetId: targetMemberId, targetMemberId, status })
    .returning();
  await t.app.database.db.insert(reports).values({ caseId: opened!.id, reporterId, category: 'spam' });
}

describe('the administration routes', () => {
  it('answer members and moderators 403 on every route, and nobody without a session', async () => {
    const target = await createMember(t.app);
    for (const [as, error] of [
      [member, 'administrators_only'],
      [moderator, 'administrators_only'],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', '/admin/members', undefined],
        ['GET', '/admin/members?filter=bogus', undefined],
        ['POST', `/admin/members/${target.id}/role`, { role: 'administrator' }],
        ['POST', `/admin/members/${as.id}/role`, { role: 'administrator' }],
      ] as const) {
        const answer = await as.call(method, path, body);
        expect({ path, status: answer.status, error: answer.body.error }).toEqual({ path, status: 403, error });
      }
    }
    expect((await t.request('GET', '/api/admin/members')).status).toBe(401);
    expect((await t.request('POST', `/api/admin/members/${target.id}/role`, { body: { role: 'moderator' } })).status).toBe(401);
    expect((await moderationOf(t.app).auditLog.about(target.id)).length).toBe(0);
  });

  it('answer bad input with 422 and a message for the field', async () => {
    const target = await createMember(t.app);
    const bad = [
      [await list('filter=bogus'), 'filter'],
      [await list(`search=${'x'.repeat(101)}`), 'search'],
      [await list('search=a%00b'), 'search'],
      [await list('limit=0'), 'limit'],
      [await list('cursor=not-a-cursor'), 'cursor'],
      [await admin.call('POST', `/admin/members/${target.id}/role`, { role: 'owner' }), 'role'],
      [await admin.call('POST', `/admin/members/${target.id}/role`, {}), 'role'],
      [await admin.call('POST', `/admin/members/${target.id}/role`, { role: 'mod\u0000erator' }), 'role'],
      [await admin.call('POST', '/admin/members/not-an-id/role', { role: 'moderator' }), 'id'],
    ] as const;
    for (const [answer, field] of bad) {
      expect({ field, status: answer.status }).toEqual({ field, status: 422 });
      expect(answer.body.extra.message[field]).toEqual([expect.any(String)]);
    }
  });
});

describe('the members list', () => {
  const tag = `quill${randomBytes(3).toString('hex')}`;
  let people: Record<string, string>;

  beforeAll(async () => {
    const make = async (name: string, overrides: Parameters<typeof createMember>[1] = {}) =>
      (await createMember(t.app, { fullname: `${tag} ${name}`, username: `${tag}_${name}`, createdAt: daysAgo(30), ...overrides })).id;
    people = {
      plain: await make('plain', { lastActiveAt: daysAgo(2) }),
      fresh: await make('fresh', { createdAt: daysAgo(1) }),
      reported: await make('reported'),
      limited: await make('limited', { limitedAt: new Date() }),
      suspended: await make('suspended', { suspendedAt: new Date() }),
      awaiting: await make('awaiting', { awaitingApprovalSince: new Date(), createdAt: daysAgo(8) }),
      staff: await make('staff', { role: 'moderator' }),
      leaving: await make('leaving', { deleteRequestTimestamp: new Date() }),
      // Found by the email address alone.
      mailed: (
        await createMember(t.app, {
          fullname: 'Someone Else',
          username: `other_${tag}x`.slice(0, 20),
          email: `${tag}@mail.example`,
          createdAt: daysAgo(40),
        })
      ).id,
    };
    await reportAbout(people.reported!, member.id, 'open');
    await reportAbout(people.reported!, moderator.id, 'resolved');
    await reportAbout(people.plain!, member.id, 'resolved');
  });

  it('finds members by name, username or email, suspended and waiting members included, those leaving left out', async () => {
    const { status, body } = await list(`search=${tag.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.output.items.map((item: { user_id: string }) => item.user_id).sort()).toEqual(
      ['fresh', 'plain', 'reported', 'limited', 'suspended', 'staff', 'awaiting', 'mailed'].map((name) => people[name]).sort(),
    );
    // Newest first.
    const joined = body.output.items.map((item: { joined_at: string }) => item.joined_at);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(body.output.items[0].user_id).toBe(people.fresh);
    const reported = body.output.items.find((item: { user_id: string }) => item.user_id === people.reported);
    expect(reported).toMatchObject({ username: `${tag}_reported`, role: 'member', open_reports: 1, limited: false, suspended: false });
    expect(body.output.items.find((item: { user_id: string }) => item.user_id === people.plain)).toMatchObject({
      open_reports: 0,
      last_active_at: expect.any(String),
      joined_at: expect.any(String),
    });
    expect(body.output.items.find((item: { user_id: string }) => item.user_id === people.awaiting)).toMatchObject({
      awaiting_approval: true,
    });
    expect(usernamesOf((await list(`search=${tag}@mail`)).body)).toEqual([`other_${tag}x`.slice(0, 20)]);
  });

  it('reads % and _ in a search as themselves', async () => {
    expect((await list(`search=${encodeURIComponent(`${tag}%`)}`)).body.output.items).toEqual([]);
    expect((await list(`search=${encodeURIComponent(`${tag}_pl`)}`)).body.output.items).toHaveLength(1);
    expect((await list(`search=${encodeURIComponent(`${tag.slice(0, -1)}_`)}`)).body.output.items).toEqual([]);
  });

  it.each([
    ['new', ['fresh']],
    ['reported', ['reported']],
    ['limited', ['limited']],
    ['suspended', ['suspended']],
    ['staff', ['staff']],
    ['awaiting', ['awaiting']],
  ])('with the %s filter lists exactly those members', async (filter, names) => {
    const { status, body } = await list(`search=${tag}&filter=${filter}`);
    expect(status).toBe(200);
    expect(usernamesOf(body)).toEqual(names.map((name) => `${tag}_${name}`));
  });

  it('pages with a cursor, every member once', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const { body } = await list(`search=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.output.items.map((item: { user_id: string }) => item.user_id));
      if (!body.output.next_cursor) break;
      cursor = body.output.next_cursor;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });
});

describe('role changes', () => {
  it('promote and demote with a change_role entry each; a demotion takes effect at the next request', async () => {
    const rising = await signedInMember(t);
    const promoted = await admin.call('POST', `/admin/members/${rising.id}/role`, { role: 'administrator' });
    expect(promoted).toMatchObject({ status: 200, body: { output: { user_id: rising.id, role: 'administrator' } } });
    expect(promoted.body.message).toBe(`${rising.nickname} is now an administrator`);
    expect((await list('', rising)).status).toBe(200);

    expect((await admin.call('POST', `/admin/members/${rising.id}/role`, { role: 'moderator' })).status).toBe(200);
    // The same session: the role is read at each request.
    expect(await list('', rising)).toMatchObject({ status: 403, body: { error: 'administrators_only' } });

    const again = await admin.call('POST', `/admin/members/${rising.id}/role`, { role: 'moderator' });
    expect(again).toMatchObject({ status: 200, body: { message: `${rising.nickname} is already a moderator` } });

    const entries = await moderationOf(t.app).auditLog.about(rising.id);
    expect(entries.map(({ actorId, actorName, action, details }) => ({ actorId, actorName, action, details })).reverse()).toEqual([
      { actorId: admin.id, actorName: admin.member.username, action: 'change_role', details: { from: 'member', to: 'administrator' } },
      { actorId: admin.id, actorName: admin.member.username, action: 'change_role', details: { from: 'administrator', to: 'moderator' } },
    ]);
  });

  it("refuses one's own role and an unknown member", async () => {
    expect(await admin.call('POST', `/admin/members/${admin.id}/role`, { role: 'member' })).toMatchObject({
      status: 403,
      body: { error: 'own_role' },
    });
    expect((await admin.call('POST', '/admin/members/00000000-0000-4000-8000-000000000000/role', { role: 'moderator' })).status).toBe(404);
    expect((await moderationOf(t.app).auditLog.about(admin.id)).length).toBe(0);
  });

  it('never leaves the network without an administrator, even when the last two demote each other at once', async () => {
    const other = await signedInMember(t, { role: 'administrator' });
    // `admin` and `other` are the last two administrators of this network.
    const [first, second] = await Promise.all([
      admin.call('POST', `/admin/members/${other.id}/role`, { role: 'member' }),
      other.call('POST', `/admin/members/${admin.id}/role`, { role: 'member' }),
    ]);
    const [won, lost] = [first, second].sort((a, b) => a.status - b.status);
    expect(won!.status).toBe(200);
    // Refused by the lock (409) or, once the other's demotion committed, by the staff policy (403).
    expect([403, 409]).toContain(lost!.status);
    const administrators = await t.app.database.pool.query("select count(*)::int as count from members where role = 'administrator'");
    expect(administrators.rows[0].count).toBe(1);
  });
});
