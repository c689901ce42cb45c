import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { notificationsOf } from '../notifications/index.js';
import { BlockService } from './blocks.js';
import { CircleJoins, type CircleJoinListener } from './circleJoins.js';
import { FriendsDirectory } from './directory.js';
import { FollowService } from './follows.js';
import { instanceOf } from '../instance/index.js';
import { FriendshipService } from './friendships.js';
import { MemberFriends } from './memberFriends.js';
import { peopleRoutes } from './peopleRoutes.js';
import { graphConditions } from './graphConditions.js';
import { followsListedPublicly, friendsPolicies, type FriendsPolicies } from './policies.js';
import { friendsRoutes } from './routes.js';

/** What other modules use of the social graph: who knows whom, and who may meet whom. */
interface SocialGraph {
  directory: FriendsDirectory;
  policies: FriendsPolicies;
  /** A member's friends, followers and followings as others see them on the profile. */
  memberFriends: MemberFriends;
  /** Calls the listener whenever someone enters a member's circle (a follow, a friendship). */
  onCircleJoined(listener: CircleJoinListener): void;
  /** The graph's actions as a member takes them, with their notifications and activity (the demo network is made with them). */
  friendships: FriendshipService;
  follows: FollowService;
}

const socialGraph = moduleService<SocialGraph>('friends');

/** Friend requests, friendships, follows, blocks, people and search. */
export const friendsModule = fp<AppDependencies>(
  async (app, { db, realtime }) => {
    const directory = new FriendsDirectory(db);
    const policies = friendsPolicies(db);
    const circleJoins = new CircleJoins();
    const graph = { db, directory, notifications: notificationsOf(app), realtime, circleJoins, newAccounts: instanceOf(app).newAccounts };
    const friendships = new FriendshipService(graph);
    const follows = new FollowService(graph);
    socialGraph.provide(app, {
      directory,
      policies,
      memberFriends: new MemberFriends(db),
      onCircleJoined: (listener) => circleJoins.listen(listener),
      friendships,
      follows,
    });
    await registerProductRoutes(app, friendsRoutes, { directory, friendships, policies });
    await registerProductRoutes(app, peopleRoutes, {
      directory,
      followsService: follows,
      blocksService: new BlockService(graph),
      policies,
    });
  },
  { name: 'friends' },
);

/** The social graph, for modules registered after this one. */
export const socialGraphOf = socialGraph.of;

export { followsListedPublicly, graphConditions };
export type { FriendsDirectory, FriendsPolicies };
