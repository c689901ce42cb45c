import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { FriendsDirectory } from '../friends/index.js';
import type { UsersService } from '../users/index.js';

/** What the welcome's steps are derived from, each asked of the module that owns it. */
export interface MemberProgress {
  hasPicture(memberId: string): Promise<boolean>;
  hasAvatar(memberId: string): Promise<boolean>;
  hasPosted(memberId: string): Promise<boolean>;
  hasFriends(memberId: string): Promise<boolean>;
  followsSomeone(memberId: string): Promise<boolean>;
}

interface ProgressSources {
  db: Db;
  users: UsersService;
  directory: FriendsDirectory;
  currentAvatarOf(memberId: string): Promise<unknown>;
}

/** A member's progress read from their real data: the members row, the graph, their avatars and the activity log. */
export function memberProgress({ db, users, directory, currentAvatarOf }: ProgressSources): MemberProgress {
  return {
    hasPicture: async (memberId) => Boolean((await users.find(memberId))?.userImage),
    hasAvatar: async (memberId) => (await currentAvatarOf(memberId)) !== null,
    // The log records every post written ("posted"): a first post stays done once written.
    hasPosted: async (memberId) => {
      const [row] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.actorId, memberId), eq(activities.kind, 'posted')))
        .limit(1);
      return row !== undefined;
    },
    hasFriends: async (memberId) => (await directory.friends(memberId, { searchQuery: '', limit: 1 })).items.length > 0,
    followsSomeone: async (memberId) => (await directory.followCounts(memberId)).followings > 0,
  };
}
