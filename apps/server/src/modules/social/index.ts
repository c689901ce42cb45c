import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { postsOf } from '../posts/index.js';
import { socialRoutes } from './routes.js';
import { SocialService } from './service.js';

/** The newsfeed: its payload and its pages of posts. */
export const socialModule: FastifyPluginAsync<AppDependencies> = async (app) => {
  const posts = postsOf(app);
  await registerProductRoutes(app, socialRoutes, { social: new SocialService(socialGraphOf(app).directory, posts), posts });
};
