import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { AuditLog } from './auditLog.js';

/** What other modules use of moderation: the audit log every staff action writes. */
interface Moderation {
  auditLog: AuditLog;
}

const moderationService = moduleService<Moderation>('moderation');

/** Moderation: the staff policy, the audit log, actions on content and members, appeals (docs/moderation.md). */
export const moderationModule = fp<AppDependencies>(
  async (app, { db }) => {
    moderationService.provide(app, { auditLog: new AuditLog(db) });
  },
  { name: 'moderation' },
);

/** Moderation's services, for modules registered after this one. */
export const moderationOf = moderationService.of;

export type { Actor, AuditEntry, NewAuditEntry } from './auditLog.js';
export { staffPolicies, type StaffPolicies } from './policies.js';
export { mayActOn, mayAdminister, mayModerate } from './roles.js';
export { registerStaffRoutes } from './staffRoutes.js';
export { AuditLog } from './auditLog.js';
