import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { notificationsOf } from '../notifications/index.js';
import { usersOf } from '../users/index.js';
import { ModerationActions } from './actions.js';
import { Appeals } from './appeals.js';
import { AuditLog } from './auditLog.js';
import { AuditPages } from './auditPages.js';
import { auditRoutes } from './auditRoutes.js';
import { memberModerationRoutes } from './memberRoutes.js';
import { ModeratedContent } from './moderatedContent.js';
import { staffPolicies } from './policies.js';
import { RemovedContentPurge } from './removedContentPurge.js';
import { staffModerationRoutes } from './staffActionRoutes.js';
import { registerStaffRoutes } from './staffRoutes.js';
import { Told } from './told.js';

/** What other modules use of moderation: the audit log every staff action writes, and the content they own. */
interface Moderation {
  auditLog: AuditLog;
  content: ModeratedContent;
}

const moderationService = moduleService<Moderation>('moderation');

/** Moderation: actions on content and members, appeals, the audit log (docs/moderation.md). */
export const moderationModule = fp<AppDependencies>(
  async (app, { db, mailer, realtime, config, jobs }) => {
    const users = usersOf(app);
    const auditLog = new AuditLog(db);
    const content = new ModeratedContent();
    moderationService.provide(app, { auditLog, content });
    new RemovedContentPurge(db, content, jobs);

    const policies = staffPolicies(db);
    const told = new Told({ users, notifications: notificationsOf(app), mailer, publicUrl: config.publicUrl });
    const { scheduleSuspendedPurge } = accountErasureOf(app);
    const actions = new ModerationActions({ db, content, auditLog, policies, users, told, realtime, scheduleSuspendedPurge });
    const appeals = new Appeals({ db, auditLog, actions, policies, told });

    await registerProductRoutes(app, memberModerationRoutes, { appeals });
    await registerStaffRoutes(app, policies.moderate, staffModerationRoutes, { actions, appeals, users });
    await registerStaffRoutes(app, policies.administer, auditRoutes, { pages: new AuditPages(db) });
  },
  { name: 'moderation' },
);

/** Moderation's services, for modules registered after this one. */
export const moderationOf = moderationService.of;

export { AuditLog, type Actor, type AuditEntry } from './auditLog.js';
export { excerptOf, type ModeratedKind } from './moderatedContent.js';
export { presentAuditEntry } from './presenters.js';
export { staffPolicies, type StaffPolicies } from './policies.js';
export { mayModerate } from './roles.js';
export { registerStaffRoutes } from './staffRoutes.js';
