import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { recordActivity } from '../activity/index.js';
import { avatarsOf } from '../avatars/index.js';
import { socialGraphOf } from '../friends/index.js';
import { mutingOf } from '../muting/index.js';
import { postsOf } from '../posts/index.js';
import { usersOf } from '../users/index.js';
import { profilePolicies } from './policies.js';
import { profilesRoutes } from './routes.js';
import { ProfileService } from './service.js';
import { profileTabsRoutes } from './tabRoutes.js';

/**
 * Profile pages: a member by username, their timeline, friends, followers and followings, and the
 * About, Gallery and Activity tabs (docs/profiles.md).
 */
export const profilesModule = fp<AppDependencies>(
  async (app, { db }) => {
    const graph = socialGraphOf(app);
    const posts = postsOf(app);
    const profiles = new ProfileService(db, graph, posts, avatarsOf(app), mutingOf(app).mutes);
    const policies = profilePolicies(db);
    // The users module knows no activity log (it comes before every module): it tells, we record.
    usersOf(app).onProfilePictureChanged((memberId) => recordActivity(db, { actorId: memberId, kind: 'profile_picture' }));
    await registerProductRoutes(app, profilesRoutes, { profiles, policies, graph, posts });
    await registerProductRoutes(app, profileTabsRoutes, { db, profiles, policies, posts });
  },
  { name: 'profiles' },
);
export { profilePolicies } from './policies.js';
export { presentAbout } from './about.js';
