import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { authenticationOf } from '../auth/index.js';
import { sessionPolicies } from './policies.js';
import { scheduleSessionPurge } from './purge.js';
import { sessionsRoutes } from './routes.js';

/** The member's sessions: where they are logged in, ending them, and the hourly purge of old ones. */
export const sessionsModule: FastifyPluginAsync<AppDependencies> = async (app, { jobs }) => {
  const { sessions, knownBrowsers, emailTokens } = authenticationOf(app);
  scheduleSessionPurge(jobs, { sessions, knownBrowsers, emailTokens });
  await registerProductRoutes(app, sessionsRoutes, { sessions, policies: sessionPolicies(sessions) });
};
