import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moderationOf, registerStaffRoutes, staffPolicies } from '../moderation/index.js';
import { usersOf } from '../users/index.js';
import { administrationRoutes } from './routes.js';
import { RoleChanges } from './roleChanges.js';

/** Administration: the members list of administrators and their role changes (docs/moderation.md). */
export const administrationModule = fp<AppDependencies>(
  async (app, { db }) => {
    const users = usersOf(app);
    const roles = new RoleChanges(users, moderationOf(app).auditLog);
    await registerStaffRoutes(app, staffPolicies(db).administer, administrationRoutes, { db, users, roles });
  },
  { name: 'administration' },
);

/** For `npm run admin`, which changes roles as the members list does. */
export { RoleChanges } from './roleChanges.js';
