import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { usersOf } from '../users/index.js';
import { CreatorRequestStore } from './creatorRequests.js';
import { InvitationStore } from './invitations.js';
import { NewAccountLimits } from './newAccountLimits.js';
import { instanceRoutes } from './routes.js';
import { InstanceSettingsStore } from './settings.js';

/** What other modules use of the instance: its settings, its invitation codes and the creator requests. */
interface Instance {
  settings: InstanceSettingsStore;
  invitations: InvitationStore;
  creatorRequests: CreatorRequestStore;
  newAccounts: NewAccountLimits;
}

const instance = moduleService<Instance>('instance');

/** The instance's own settings and invitations (docs/moderation.md, "Administration"); administrators change them through the administration module. */
export const instanceModule = fp<AppDependencies>(
  async (app, { db }) => {
    const settings = new InstanceSettingsStore(db);
    instance.provide(app, {
      settings,
      invitations: new InvitationStore(db),
      creatorRequests: new CreatorRequestStore(db),
      newAccounts: new NewAccountLimits(settings, usersOf(app)),
    });
    await registerProductRoutes(app, instanceRoutes, { settings });
  },
  { name: 'instance' },
);

/** The instance's settings and invitations, for modules registered after this one. */
export const instanceOf = instance.of;

export type { CreatorRequestStore, InstanceSettingsStore, InvitationStore, NewAccountLimits };
