import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { socialGraphOf } from '../friends/index.js';
import { notificationsOf } from '../notifications/index.js';
import { usersOf } from '../users/index.js';
import { AvatarBuildPool } from './buildPool.js';
import { AvatarFbxFiles } from './fbxFiles.js';
import { AvatarFiles } from './files.js';
import { viewAvatarsOf } from './policies.js';
import { avatarRoutes } from './routes.js';
import { AvatarService } from './service.js';

/** Members' 3D avatars: made from the creator's parameters, listed, chosen, deleted (docs/avatars.md). */
export const avatarsModule: FastifyPluginAsync<AppDependencies> = async (app, { config, db, storage }) => {
  const { policies } = socialGraphOf(app);
  const notifications = notificationsOf(app);
  // A new default avatar is news for the member's friends: it reaches them as a notification.
  const announceChange = async (memberId: string) => {
    for (const friendId of await policies.presenceVisibleTo(memberId)) {
      await notifications.notify({ recipientId: friendId, actorId: memberId, type: 'avatar_change' });
    }
  };
  const builds = new AvatarBuildPool(config.avatarBuilds);
  app.addHook('onClose', () => builds.close());
  const fbxFiles = new AvatarFbxFiles(storage);
  accountErasureOf(app).beforeErase((memberId) => fbxFiles.eraseAllOf(memberId));
  const avatars = new AvatarService(db, new AvatarFiles(storage), (parameters, meta) => builds.build(parameters, meta), announceChange, {
    files: fbxFiles,
    fromGlb: (glb) => builds.fbx(glb),
  });
  await registerProductRoutes(app, avatarRoutes, { avatars, users: usersOf(app), viewAvatars: viewAvatarsOf(policies) });
};
