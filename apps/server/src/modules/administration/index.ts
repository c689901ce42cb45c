import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { instanceOf } from '../instance/index.js';
import { moderationOf, registerStaffRoutes, staffPolicies } from '../moderation/index.js';
import { usersOf } from '../users/index.js';
import { CreatorDecisions } from './creatorDecisions.js';
import { creatorRequestRoutes } from './creatorRequestRoutes.js';
import { instanceAdminRoutes } from './instanceRoutes.js';
import { MemberMail } from './memberMail.js';
import { administrationRoutes } from './routes.js';
import { RoleChanges } from './roleChanges.js';
import { signUpRoutes } from './signUpRoutes.js';
import { SignUpDecisions } from './signUps.js';

/**
 * Administration (docs/moderation.md): the members list and role changes, the instance's settings
 * and invitations, the sign-ups awaiting approval and the creator requests.
 */
export const administrationModule = fp<AppDependencies>(
  async (app, { config, db, mailer }) => {
    const users = usersOf(app);
    const { auditLog } = moderationOf(app);
    const { settings, invitations, creatorRequests } = instanceOf(app);
    const administer = staffPolicies(db).administer;
    const roles = new RoleChanges(users, auditLog);
    const mail = new MemberMail(mailer, config.publicUrl);
    const signUps = new SignUpDecisions({ db, users, auditLog, mail });
    const creators = new CreatorDecisions(creatorRequests, users, auditLog, mail);
    await registerStaffRoutes(app, administer, administrationRoutes, { db, users, roles });
    await registerStaffRoutes(app, administer, instanceAdminRoutes, { settings, invitations, users, auditLog });
    await registerStaffRoutes(app, administer, signUpRoutes, { users, signUps });
    await registerStaffRoutes(app, administer, creatorRequestRoutes, { users, creators });
  },
  { name: 'administration' },
);

/** For `npm run admin`, which changes roles as the members list does. */
export { RoleChanges } from './roleChanges.js';
