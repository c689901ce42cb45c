import type pg from 'pg';

/** The size of the network the feed is measured on. */
export interface Population {
  members: number;
  creators: number;
  posts: number;
  viewers: number;
}

/** Migration 0019's backfill: posts kept in a home timeline, and followers beyond which an author is merged at read time. */
const [timelineLength, maxFollowers] = [800, 1000];

const memberId = (expression: string) => `md5('member' || (${expression}))::uuid`;

/** Every post's text, around its number. */
export const postWords = ['Post number', 'of the benchmark, with a few words so that it looks like text.'] as const;

/** The token of the n-th viewer's session (the session rows hold only its SHA-256). */
export const viewerToken = (index: number) => `bench-viewer-token-${index}`;

/**
 * Loads the network in bulk with generate_series, in one session with a fixed random seed so that
 * every run measures the same graph: most members follow 50 to 300 others, the creators are
 * followed by about a third of everyone, each member has about 10 friends, and the posts spread
 * over a year (creators post ten times as much). The viewers are ordinary members with a session.
 */
export async function loadPopulation(client: pg.Client, size: Population): Promise<void> {
  const { members, creators, posts, viewers } = size;
  await client.query('select setseed(0.2026)');
  await client.query(`
    insert into members (id, fullname, nickname, username, email, password_hash, email_verified_at, is_creator)
    select ${memberId('i')}, 'Member ' || i, 'M' || i, 'member' || i, 'member' || i || '@bench.local', 'not a hash', now(), i <= ${creators}
    from generate_series(1, ${members}) i`);
  await client.query(`
    insert into follows (follower_id, followee_id)
    select distinct follower, followee from (
      select ${memberId('i')} follower, ${memberId(`${creators} + 1 + floor(random() * ${members - creators})::int`)} followee
      from generate_series(1, ${members}) i, generate_series(1, 50 + (i * 7919) % 251) j
      union all
      select ${memberId('i')}, ${memberId('c')}
      from generate_series(1, ${members}) i, generate_series(1, ${creators}) c where random() < 0.33
    ) pairs where follower <> followee`);
  await client.query(`
    insert into friendships (requester_id, addressee_id, status, accepted_at)
    select a, b, 'accepted', now() from (
      select ${memberId('i')} a, ${memberId(`1 + floor(random() * ${members})::int`)} b
      from generate_series(1, ${members}) i, generate_series(1, 5) j
    ) pairs where a <> b
    on conflict do nothing`);
  // Creators (the first members) write ten times as much as everyone else.
  await client.query(`
    insert into posts (author_id, text, visibility, created_at)
    select case when random() < ${(10 * creators) / (10 * creators + members - creators)}
                then ${memberId(`1 + floor(random() * ${creators})::int`)}
                else ${memberId(`${creators} + 1 + floor(random() * ${members - creators})::int`)} end,
           '${postWords[0]} ' || g || ' ${postWords[1]}',
           (array['public', 'public', 'public', 'public', 'public', 'public', 'public', 'friends', 'friends', 'only_me'])[1 + floor(random() * 10)::int],
           now() - random() * interval '365 days'
    from generate_series(1, ${posts}) g`);
  await client.query(`
    insert into sessions (member_id, token_hash, expires_at)
    select ${memberId(`${creators} + v`)}, encode(sha256(('bench-viewer-token-' || v)::bytea), 'hex'), now() + interval '1 day'
    from generate_series(1, ${viewers}) v`);
  await client.query('vacuum analyze');
}

/**
 * Fills the home timelines as migration 0019 fills those of an existing network (its defaults: 800
 * posts a timeline, wide beyond 1,000 followers). A bulk load: the foreign-key checks are off for it.
 */
export async function loadTimelines(client: pg.Client): Promise<void> {
  // The backfill reads each author's newest posts from the index alone once the posts are vacuumed.
  await client.query('vacuum analyze posts');
  await client.query(`set session_replication_role = replica`);
  await client.query(`select backfill_home_timelines(${timelineLength}, ${maxFollowers})`);
  await client.query(`set session_replication_role = default`);
  await client.query('vacuum analyze home_timelines');
}
