import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { healthRoutes } from './routes.js';

/** Readiness: the database answers. */
export const healthModule: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  await registerProductRoutes(app, healthRoutes, { db });
};
