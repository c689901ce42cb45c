import { directChannelOf, groupChannelOf, roomChannelOf, userChannelOf } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { useTestPool } from '../../test/database.js';
import { conversationPartnerOf, mayUseChannel } from './channelRules.js';
import { readableChannelsSql } from './readableChannelsSql.js';

const pool = useTestPool(2);
const [me, friend, blocked, other] = [
  '0d7f5f8e-1111-4aaa-8aaa-000000000001',
  'f0000000-2222-4bbb-8bbb-000000000002',
  '10000000-3333-4ccc-8ccc-000000000003',
  'a0000000-4444-4ddd-8ddd-000000000004',
];
const access = { memberships: new Set([groupChannelOf('g1'), groupChannelOf('g_2'), roomChannelOf('r1')]), blocked: new Set([blocked]) };

/** Channel names a member could ask about, many of them made to slip past a careless rule. */
const channels = [
  'public.lobby',
  'public.',
  'public',
  'publicity.x',
  'public%.x',
  userChannelOf(me),
  userChannelOf(other),
  `${userChannelOf(me)}.x`,
  groupChannelOf('g1'),
  groupChannelOf('g_2'),
  groupChannelOf('g%2'),
  groupChannelOf('g3'),
  'group.',
  roomChannelOf('r1'),
  roomChannelOf('r2'),
  roomChannelOf('r%'),
  'room.',
  directChannelOf(me, friend),
  `dm.${[me, friend].sort().reverse().join('.')}`,
  directChannelOf(me, blocked),
  directChannelOf(friend, other),
  `dm.${me}.${me}`,
  `${directChannelOf(me, friend)}.x`,
  `dm.${me}`,
  `dm.${me}.`,
  `dm..${me}`,
  `dm.${me}.ZZZ`,
  `dm.${me}.zzz`,
  `dm.${me}.Ä`,
  `dm.${me}.0`,
  `dm.0.${me}`,
  `dm_${me}.${friend}`,
];

/** What the channel rules and the block rule answer, as `permittedChannels` asks them. */
const byTheRules = (channel: string) =>
  mayUseChannel(me, channel, 'read', access.memberships) && !access.blocked.has(conversationPartnerOf(me, channel) ?? '');

describe('the SQL form of the channels a member may read', () => {
  it('admits exactly the channels the rules admit', async () => {
    const db = drizzle(pool());
    const values = sql.join(
      channels.map((channel) => sql`(${channel}::text)`),
      sql`, `,
    );
    const { rows } = await db.execute<{ channel: string }>(
      sql`select channel from (values ${values}) as listed(channel) where ${readableChannelsSql(sql`listed.channel` as never, me, access)}`,
    );
    const admitted = rows.map((row) => row.channel).sort();
    expect(admitted).toEqual(channels.filter(byTheRules).sort());
    // Not vacuous: public, own, group and canonical direct channels pass (a made-up partner's too, as the rules allow).
    expect(admitted).toEqual(
      [
        'public.lobby',
        userChannelOf(me),
        groupChannelOf('g1'),
        groupChannelOf('g_2'),
        roomChannelOf('r1'),
        directChannelOf(me, friend),
        ...['', '0', 'ZZZ', 'zzz', 'Ä'].map((partner) => directChannelOf(me, partner)),
      ].sort(),
    );
  });
});
