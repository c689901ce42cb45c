import { AsyncLocalStorage } from 'node:async_hooks';

const replayedAt = new AsyncLocalStorage<number>();

/**
 * The time the product stamps on what members do (posts, comments, reactions, activity,
 * notifications, friendships). It is now, except inside `backdated`, which replays deeds at the
 * moment they are meant to have happened: the demo network's three weeks. The moment travels with
 * the async calls made inside, so requests served meanwhile keep the real time.
 */
export const clock = {
  now: (): Date => new Date(replayedAt.getStore() ?? Date.now()),
};

/** Runs `deeds` with `clock.now()` answering `at`. */
export function backdated<T>(at: Date, deeds: () => Promise<T>): Promise<T> {
  return replayedAt.run(at.getTime(), deeds);
}
