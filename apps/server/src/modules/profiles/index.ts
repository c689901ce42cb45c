import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { avatarsOf } from '../avatars/index.js';
import { socialGraphOf } from '../friends/index.js';
import { postsOf } from '../posts/index.js';
import { profilePolicies } from './policies.js';
import { profilesRoutes } from './routes.js';
import { ProfileService } from './service.js';

/** Profile pages: a member by username, their timeline, friends, followers and followings (docs/profiles.md). */
export const profilesModule = fp<AppDependencies>(
  async (app, { db }) => {
    const graph = socialGraphOf(app);
    const posts = postsOf(app);
    const profiles = new ProfileService(db, graph, posts, avatarsOf(app));
    await registerProductRoutes(app, profilesRoutes, { profiles, policies: profilePolicies(db), graph, posts });
  },
  { name: 'profiles' },
);

export { profileMember } from './profileMember.js';
