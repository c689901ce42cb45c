import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { socialRoutes } from './routes.js';
import { SocialService } from './service.js';

/** The newsfeed payload. */
export const socialModule: FastifyPluginAsync<AppDependencies> = async (app) => {
  await registerProductRoutes(app, socialRoutes, { social: new SocialService(socialGraphOf(app).directory) });
};
