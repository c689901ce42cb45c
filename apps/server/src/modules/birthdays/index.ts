import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { birthdaysRoutes } from './routes.js';
import { BirthdaysService } from './service.js';

/** Friends' birthdays in the coming weeks, for the birthday page. */
export const birthdaysModule: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  await registerProductRoutes(app, birthdaysRoutes, { birthdays: new BirthdaysService(db) });
};
