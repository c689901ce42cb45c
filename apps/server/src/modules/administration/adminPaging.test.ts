import { errorsCopy } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { instanceOf } from '../instance/index.js';

// The administrators' waiting lists and invitations page with a cursor like every other list: in a
// stable order (ties on the timestamp broken by id), every row once, and a forged cursor refused.

let t: TestApp;
let admin: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInMember(t, { role: 'administrator' });
});
afterAll(() => t.close());

type Item = Record<string, string>;

/** Every id of a list from the cursor on, page by page of two, as the web app's "Load more" reads it. */
async function walk(path: string, idOf: (item: Item) => string, from: string | null = null): Promise<string[]> {
  const seen: string[] = [];
  let cursor = from;
  for (let page = 0; page < 20; page++) {
    const { status, body } = await admin.call('GET', `${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(status).toBe(200);
    seen.push(...body.output.items.map(idOf));
    cursor = body.output.next_cursor;
    if (!cursor) return seen;
  }
  throw new Error(`${path} did not end`);
}

/** The ids sorted by (timestamp, id) as PostgreSQL orders them: uuids compare as their text. */
const byTimeThenId = (rows: Array<{ id: string; at: Date }>, direction: 'asc' | 'desc') => {
  const sorted = [...rows].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return (direction === 'asc' ? sorted : sorted.reverse()).map((row) => row.id);
};

const forged = Buffer.from(JSON.stringify(['yesterday', 'someone'])).toString('base64url');

async function expectForgedCursorRefused(path: string) {
  for (const cursor of ['not-a-cursor', forged]) {
    const { status, body } = await admin.call('GET', `${path}?cursor=${cursor}`);
    expect({ status, cursor: body.extra?.message?.cursor }).toEqual({ status: 422, cursor: [errorsCopy.invalidCursor] });
  }
}

describe('the pending sign-ups', () => {
  it('page oldest first, ties by id, every sign-up once, and a sign-up arriving meanwhile at the end', async () => {
    const sameMoment = new Date('2026-03-01T10:00:00.123456Z');
    const waiting = await Promise.all(
      [sameMoment, sameMoment, sameMoment, new Date('2026-03-01T09:00:00Z'), new Date('2026-03-02T09:00:00Z')].map((at) =>
        createMember(t.app, { awaitingApprovalSince: at }).then((member) => ({ id: member.id, at })),
      ),
    );
    await createMember(t.app); // not waiting: never listed

    const idOf = (item: Item) => item.user_id!;
    const { output: first } = (await admin.call('GET', '/admin/sign-ups?limit=2')).body;
    const late = await createMember(t.app, { awaitingApprovalSince: new Date('2026-03-03T09:00:00Z') });
    const seen = [...first.items.map(idOf), ...(await walk('/admin/sign-ups', idOf, first.next_cursor))];
    expect(seen).toEqual([...byTimeThenId(waiting, 'asc'), late.id]);
  });

  it('refuse a forged cursor with 422', () => expectForgedCursorRefused('/admin/sign-ups'));
});

describe('the creator requests', () => {
  it('page oldest first, ties by id, every pending request once', async () => {
    const askers = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t.app)));
    const { creatorRequests } = instanceOf(t.app);
    for (const asker of askers) await creatorRequests.request(asker.id);
    // Three requests at one moment: only the id tells them apart.
    await t.app.database.db.execute(
      sql`update creator_requests set created_at = '2026-03-01 10:00:00.5+00' where member_id in (${sql.join(
        askers.slice(0, 3).map((asker) => sql`${asker.id}::uuid`),
        sql`, `,
      )})`,
    );
    // Ordered in full precision: two requests made in one millisecond differ in microseconds, which a Date drops.
    const rows = await t.app.database.db.execute<{ id: string }>(
      sql`select id from creator_requests where status = 'pending' order by created_at, id`,
    );
    expect(await walk('/admin/creator-requests', (item) => item.id!)).toEqual(rows.rows.map((row) => row.id));
  });

  it('refuse a forged cursor with 422', () => expectForgedCursorRefused('/admin/creator-requests'));
});

describe('the invitations', () => {
  it('page newest first, ties by id, every invitation once, an invitation made meanwhile not repeated', async () => {
    const make = () => admin.call('POST', '/admin/invitations', { max_uses: 1, expires_in_days: 7 });
    for (let made = 0; made < 5; made++) expect((await make()).status).toBe(201);
    await t.app.database.db.execute(sql`update invitations set created_at = '2026-03-01 10:00:00.5+00' where uses = 0`);
    await t.app.database.db.execute(
      sql`update invitations set created_at = '2026-02-01 10:00:00+00' where id = (select min(id::text)::uuid from invitations)`,
    );
    const rows = await t.app.database.db.execute<{ id: string; created_at: string }>(sql`select id, created_at::text from invitations`);
    const expected = byTimeThenId(
      rows.rows.map((row) => ({ id: row.id, at: new Date(row.created_at) })),
      'desc',
    );

    const idOf = (item: Item) => item.id!;
    const { output: first } = (await admin.call('GET', '/admin/invitations?limit=2')).body;
    // Made after the first page was read: newer than every row, so on none of the pages that follow.
    const newer = (await make()).body.output.id;
    const seen = [...first.items.map(idOf), ...(await walk('/admin/invitations', idOf, first.next_cursor))];
    expect(seen).toEqual(expected);
    expect(await walk('/admin/invitations', idOf)).toEqual([newer, ...expected]);
  });

  it('refuse a forged cursor with 422', () => expectForgedCursorRefused('/admin/invitations'));
});
