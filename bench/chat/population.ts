import { createHash } from 'node:crypto';
import type pg from 'pg';

/** One pair of friends chatting; each side with its member id and session token. */
export interface Pair {
  index: number;
  sides: [Member, Member];
}

export interface Member {
  id: string;
  token: string;
}

const memberIdSql = (expression: string) => `md5('chat-member' || (${expression}))::uuid`;
const tokenSql = (expression: string) => `'bench-chat-token-' || (${expression})`;

/** The same id PostgreSQL's `md5(text)::uuid` gives. */
function memberIdOf(index: number): string {
  const hex = createHash('md5').update(`chat-member${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Loads `pairs` pairs of friends in bulk (generate_series, no signups), each member with a session
 * (the rows hold only the token's SHA-256), and answers them.
 */
export async function loadPairs(client: pg.Client, pairs: number): Promise<Pair[]> {
  await client.query(`
    insert into members (id, fullname, nickname, username, email, password_hash, email_verified_at)
    select ${memberIdSql('i')}, 'Chatter ' || i, 'C' || i, 'chatter' || i, 'chatter' || i || '@bench.local', 'not a hash', now()
    from generate_series(1, ${2 * pairs}) i`);
  await client.query(`
    insert into friendships (requester_id, addressee_id, status, accepted_at)
    select ${memberIdSql('2 * p - 1')}, ${memberIdSql('2 * p')}, 'accepted', now() from generate_series(1, ${pairs}) p`);
  await client.query(`
    insert into sessions (member_id, token_hash, expires_at)
    select ${memberIdSql('i')}, encode(sha256((${tokenSql('i')})::bytea), 'hex'), now() + interval '1 day'
    from generate_series(1, ${2 * pairs}) i`);
  await client.query('vacuum analyze');
  const member = (index: number): Member => ({ id: memberIdOf(index), token: `bench-chat-token-${index}` });
  return Array.from({ length: pairs }, (_, index) => ({ index, sides: [member(2 * index + 1), member(2 * index + 2)] }));
}
