import { limits } from '@meshwork/contracts';
import type { Redis } from 'ioredis';

// A page renews its watch every `postWatchRenewSeconds`; two missed renewals end it.
const watchMs = 2 * limits.postWatchRenewSeconds * 1000;

/** Who has a post's page open now, as the pages say (`PUT /posts/:id/watch`), for a short while. */
export interface PostWatchers {
  watch(postId: string, memberId: string): Promise<void>;
  watchersOf(postId: string): Promise<string[]>;
}

/** Shared by every node: a sorted set per post, each member scored with the end of their watch. */
export function redisPostWatchers(redis: Redis): PostWatchers {
  const keyOf = (postId: string) => `post-watchers:${postId}`;
  return {
    async watch(postId, memberId) {
      const now = Date.now();
      await redis
        .multi()
        .zremrangebyscore(keyOf(postId), '-inf', now)
        .zadd(keyOf(postId), now + watchMs, memberId)
        .pexpire(keyOf(postId), watchMs)
        .exec();
    },
    watchersOf: (postId) => redis.zrangebyscore(keyOf(postId), Date.now(), '+inf'),
  };
}

/** One node without Redis: the same, in the process. */
export function memoryPostWatchers(): PostWatchers {
  const watchEnds = new Map<string, Map<string, number>>();
  const current = (postId: string) => {
    const ends = watchEnds.get(postId) ?? new Map<string, number>();
    const now = Date.now();
    for (const [memberId, end] of ends) if (end <= now) ends.delete(memberId);
    if (ends.size === 0) watchEnds.delete(postId);
    return ends;
  };
  return {
    async watch(postId, memberId) {
      const ends = current(postId);
      ends.set(memberId, Date.now() + watchMs);
      watchEnds.set(postId, ends);
    },
    watchersOf: async (postId) => [...current(postId).keys()],
  };
}
