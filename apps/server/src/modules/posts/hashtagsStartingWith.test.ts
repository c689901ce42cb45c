import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { hashtagsStartingWith } from './hashtagsStartingWith.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** PostgreSQL's plan of a query, as text; sequential scans are made dear so that a usable index shows. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const client = await t.app.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('the hashtag search', () => {
  it('bounds the start of a tag with an index, whatever the database’s collation', async () => {
    const viewer = await signedInMember(t);
    const plan = await planOf(hashtagsStartingWith(t.app.database.db, viewer.id, 'xr_', 8).toSQL());
    // On a collation other than C a plain btree cannot bound LIKE 'x%': only the pattern index does.
    // The plan on PostgreSQL 15 with the C.UTF-8 (libc) collation reads, in its post_hashtags branch:
    //   ->  Bitmap Heap Scan on post_hashtags  (cost=4.20..12.68 rows=5 width=48)
    //         Filter: (tag ~~ 'xr\\_%'::text)
    //         ->  Bitmap Index Scan on post_hashtags_tag_pattern_idx  (cost=0.00..4.20 rows=5 width=0)
    //               Index Cond: ((tag ~>=~ 'xr_'::text) AND (tag ~<~ 'xr`'::text))
    // Without that index the primary key (tag, post_id) is read whole, with no Index Cond on the tag.
    // Under code-point order (the embedded cluster's builtin C.UTF-8) the primary key bounds it too:
    //   ->  Index Only Scan using post_hashtags_tag_post_id_pk on post_hashtags
    //         Index Cond: ((tag >= 'xr_'::text) AND (tag < 'xr`'::text) AND (post_id = posts.id))
    expect(plan).toMatch(/Index Cond: \(\(tag ~?>=~? 'xr_'::text\) AND \(tag ~?<~? 'xr`'::text\)/);
  });
});
