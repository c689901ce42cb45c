import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { postsOf } from '../posts/index.js';
import { profileTabsRoutes } from './routes.js';

/** A profile's About, Gallery and Activity tabs (docs/profiles.md). */
export const profileTabsModule = fp<AppDependencies>(
  async (app, { db }) => {
    await registerProductRoutes(app, profileTabsRoutes, { db, posts: postsOf(app) });
  },
  { name: 'profile-tabs' },
);
