import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { authenticationOf } from '../auth/index.js';
import { usersOf } from '../users/index.js';
import { AccountLifecycle } from './lifecycle.js';
import { AccountPurge } from './purge.js';
import { accountLifecycleRoutes } from './routes.js';
import { SecuritySettings } from './security.js';
import { accountSecurityRoutes } from './securityRoutes.js';

/** Deactivation, deletion and its purge, and the member's security settings. */
export const accountModule: FastifyPluginAsync<AppDependencies> = async (app, { config, db, jobs, mailer, storage }) => {
  const users = usersOf(app);
  const { sessions, codes } = authenticationOf(app);
  const purge = new AccountPurge({ db, users, jobs, mailer, storage, publicUrl: config.publicUrl });
  await registerProductRoutes(app, accountLifecycleRoutes, { lifecycle: new AccountLifecycle({ users, sessions, codes, mailer, purge }) });
  await registerProductRoutes(app, accountSecurityRoutes, { security: new SecuritySettings(users, sessions) });
};
