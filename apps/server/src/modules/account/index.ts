import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { authenticationOf } from '../auth/index.js';
import { usersOf } from '../users/index.js';
import { AccountLifecycle } from './lifecycle.js';
import { AccountPurge, type ErasureStep } from './purge.js';
import { accountLifecycleRoutes } from './routes.js';
import { SecuritySettings } from './security.js';
import { instanceOf } from '../instance/index.js';
import { accountSecurityRoutes } from './securityRoutes.js';

/** What later modules ask of the account module: to erase their own part of a purged member. */
interface AccountErasure {
  beforeErase(step: ErasureStep): void;
  /** Erases a suspended member when the retention period is over, unless the suspension ended. */
  scheduleSuspendedPurge(memberId: string, suspendedAt: Date): Promise<void>;
}

const accountService = moduleService<AccountErasure>('account');
export const accountErasureOf = accountService.of;

/** Deactivation, deletion and its purge, and the member's security settings. */
export const accountModule = fp<AppDependencies>(
  async (app, { config, db, jobs, mailer, storage }) => {
    const users = usersOf(app);
    const { sessions, codes } = authenticationOf(app);
    const purge = new AccountPurge({ db, users, jobs, mailer, storage, publicUrl: config.publicUrl });
    accountService.provide(app, {
      beforeErase: (step) => purge.addErasureStep(step),
      scheduleSuspendedPurge: (memberId, suspendedAt) => purge.scheduleSuspended(memberId, suspendedAt),
    });
    await registerProductRoutes(app, accountLifecycleRoutes, {
      lifecycle: new AccountLifecycle({ users, sessions, codes, mailer, purge }),
    });
    await registerProductRoutes(app, accountSecurityRoutes, {
      security: new SecuritySettings(users, sessions, instanceOf(app).creatorRequests),
    });
  },
  { name: 'account' },
);
