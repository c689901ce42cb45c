import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { remoteReportsOf } from '../federation/index.js';
import { groupMembershipOf } from '../groups/index.js';
import { moderationOf, registerStaffRoutes, staffPolicies } from '../moderation/index.js';
import { CaseQueue } from './caseQueue.js';
import { ReportFiling } from './filing.js';
import { reportsRoutes } from './routes.js';
import { caseQueueRoutes } from './staffRoutes.js';
import { ReportTargets } from './targets.js';

/** Reports: members report content and members; moderators work through them as cases (docs/moderation.md). */
export const reportsModule = fp<AppDependencies>(
  async (app, { db }) => {
    const { auditLog } = moderationOf(app);
    const remote = remoteReportsOf(app);
    const targets = new ReportTargets(db, groupMembershipOf(app), remote);
    const queue = new CaseQueue(db, targets, auditLog);
    const staff = staffPolicies(db);
    // An action recorded with a case (remove, warn, limit, suspend…) resolves that case.
    auditLog.onRecorded((entry) => queue.resolveFrom(entry));
    const filing = new ReportFiling(db, targets, (noteId, comment) => remote.forward(noteId, comment));
    // Reports other servers send (Flags) are filed as theirs.
    remote.fileReceivedWith((report) => filing.fileReceived(report));
    await registerProductRoutes(app, reportsRoutes, { filing });
    await registerStaffRoutes(app, staff.moderate, caseQueueRoutes, { queue, staff, db });
  },
  { name: 'reports' },
);

export { openReportsAbout } from './memberReports.js';
