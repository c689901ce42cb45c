import type { App } from '../app.js';
import { backdated } from '../clock/clock.js';
import { socialGraphOf } from '../modules/friends/index.js';
import { demoFollows, demoFriendships, demoPendingRequests } from './demoMembers.js';
import { day, hour, span } from './demoTime.js';
import type { DemoIds } from './seedMembers.js';

/**
 * Who knows whom, through the friends module as members do it: friendships asked and accepted in
 * the network's first days, follows, and requests of the last hours still waiting. Their
 * notifications and activity are made on the way.
 */
export async function seedGraph(app: App, id: DemoIds, now: number): Promise<void> {
  const { friendships, follows } = socialGraphOf(app);
  const start = now - span;
  // Side by side: each deed carries its own time.
  await Promise.all([
    ...demoFriendships.map(async ([requester, addressee], index) => {
      const askedAt = start + index * 5 * hour;
      await backdated(new Date(askedAt), () => friendships.sendRequest(id(requester), id(addressee)));
      await backdated(new Date(askedAt + 2 * hour), () => friendships.accept(id(addressee), id(requester)));
    }),
    ...demoFollows.map(([follower, followee], index) =>
      backdated(new Date(start + 2 * day + index * 7 * hour), () => follows.follow(id(follower), id(followee))),
    ),
    ...demoPendingRequests.map(([requester, addressee], index) =>
      backdated(new Date(now - (index + 1) * 3 * hour), () => friendships.sendRequest(id(requester), id(addressee))),
    ),
  ]);
}
