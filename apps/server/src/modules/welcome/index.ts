import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { avatarsOf } from '../avatars/index.js';
import { socialGraphOf } from '../friends/index.js';
import { usersOf } from '../users/index.js';
import { memberProgress } from './memberProgress.js';
import { welcomeRoutes } from './routes.js';
import { WelcomeService } from './service.js';

/** The newsfeed's welcome for a new member: first steps derived from their data, dismissed for good (docs/welcome.md). */
export const welcomeModule: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  const { directory } = socialGraphOf(app);
  const avatars = avatarsOf(app);
  const progress = memberProgress({ db, users: usersOf(app), directory, currentAvatarOf: (memberId) => avatars.currentOf(memberId) });
  await registerProductRoutes(app, welcomeRoutes, { welcome: new WelcomeService(db, directory, progress) });
};
