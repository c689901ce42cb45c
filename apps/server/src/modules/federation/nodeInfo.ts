import type { NodeInfo } from '@fedify/fedify';
import { count, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import type { InstanceSettingsStore } from '../instance/index.js';
import type { PostsService } from '../posts/index.js';
import { members, notLeaving } from '../users/index.js';

// The server's own package version, read once: what NodeInfo calls the software's version.
const serverVersion = (JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string })
  .version;

const activeWithin = (interval: string) => sql<number>`count(*) filter (where ${members.lastActiveAt} > now() - ${interval}::interval)`;

/** NodeInfo 2.1 of the network: what software it runs, who may join, how many members and public posts it has. */
export async function nodeInfo(db: Db, settings: InstanceSettingsStore, posts: Pick<PostsService, 'publicPostCount'>): Promise<NodeInfo> {
  const [[users], localPosts, { sign_up_mode }] = await Promise.all([
    db
      .select({ total: count(), activeMonth: activeWithin('1 month'), activeHalfyear: activeWithin('6 months') })
      .from(members)
      .where(notLeaving()),
    posts.publicPostCount(),
    settings.current(),
  ]);
  return {
    software: { name: 'meshwork', version: serverVersion },
    protocols: ['activitypub'],
    openRegistrations: sign_up_mode === 'open',
    usage: {
      users: { total: users!.total, activeMonth: Number(users!.activeMonth), activeHalfyear: Number(users!.activeHalfyear) },
      localPosts,
      localComments: 0,
    },
  };
}
