import { realtimeUuidOf } from '@meshwork/contracts';
import { randomBytes } from 'node:crypto';
import type { TestApp } from './testApp.js';

/** A chat text as the realtime service stores a published one. */
export interface StoredText {
  channel: string;
  timetoken: bigint;
  authorId: string;
  text: string;
}

/**
 * Members, friendships, groups and chat texts straight in the database, a statement for each kind:
 * for tests that need hundreds of conversations, which calls one by one would take too long to make.
 */
export function bulkConversations(t: TestApp) {
  const query = <Row extends object>(text: string, values: unknown[]) => t.app.database.pool.query<Row>(text, values);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  return {
    async members(count: number): Promise<string[]> {
      const tag = randomBytes(4).toString('hex');
      const { rows } = await query<{ id: string }>(
        `insert into members (fullname, nickname, username, email, password_hash)
         select 'Bulk ' || n, 'Bulk' || n, 'bulk_' || $2 || '_' || n, 'bulk_' || $2 || '_' || n || '@example.com', 'unusable'
         from generate_series(1, $1::int) as n returning id`,
        [count, tag],
      );
      return ids(rows);
    },
    async friendships(requesterId: string, addresseeIds: string[], status: 'pending' | 'accepted'): Promise<void> {
      await query(
        `insert into friendships (requester_id, addressee_id, status, accepted_at)
         select $1, addressee, $3, case when $3 = 'accepted' then now() end from unnest($2::uuid[]) as addressee`,
        [requesterId, addresseeIds, status],
      );
    },
    /** `count` groups whose one member is `memberId`. */
    async groups(count: number, memberId: string): Promise<string[]> {
      const { rows } = await query<{ id: string }>(
        `with made as (insert into chat_groups (name) select 'Bulk ' || n from generate_series(1, $1::int) as n returning id)
         insert into chat_group_members (group_id, member_id) select id, $2 from made returning group_id as id`,
        [count, memberId],
      );
      return ids(rows);
    },
    async texts(texts: StoredText[]): Promise<void> {
      await query(
        `insert into realtime_messages (channel, timetoken, publisher_uuid, message)
         select * from unnest($1::text[], $2::bigint[], $3::text[], $4::text[])`,
        [
          texts.map((text) => text.channel),
          texts.map((text) => text.timetoken.toString()),
          texts.map((text) => realtimeUuidOf(text.authorId)),
          texts.map((text) => JSON.stringify({ text: text.text })),
        ],
      );
    },
  };
}
