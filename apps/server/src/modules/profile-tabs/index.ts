import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { recordActivity } from '../activity/index.js';
import { postsOf } from '../posts/index.js';
import { usersOf } from '../users/index.js';
import { profileTabsRoutes } from './routes.js';

/** A profile's About, Gallery and Activity tabs (docs/profiles.md). */
export const profileTabsModule = fp<AppDependencies>(
  async (app, { db }) => {
    // The users module knows no activity log (it comes before every module): it tells, we record.
    usersOf(app).onProfilePictureChanged((memberId) => recordActivity(db, { actorId: memberId, kind: 'profile_picture' }));
    await registerProductRoutes(app, profileTabsRoutes, { db, posts: postsOf(app) });
  },
  { name: 'profile-tabs' },
);
