import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { devMailboxRoutes } from './routes.js';

/** The mails the dev outbox keeps, readable from this machine; never there in production or with SMTP. */
export const devMailboxModule: FastifyPluginAsync<AppDependencies> = async (app, { config, mailer }) => {
  if (config.mail.transport !== 'outbox' || config.env === 'production') return;
  await registerProductRoutes(app, devMailboxRoutes, { mailer }, '');
};
