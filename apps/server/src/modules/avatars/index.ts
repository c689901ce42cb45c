import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
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
import { AvatarService, presentAvatar } from './service.js';

/** What other modules read of a member's avatars. */
interface AvatarsReader {
  /** The member's current avatar (their default), as the avatar lists present it. */
  currentOf(memberId: string): Promise<{ id: string; glb_url: string } | null>;
}

const avatarsReader = moduleService<AvatarsReader>('avatars');

/** Members' 3D avatars: made from the creator's parameters, listed, chosen, deleted (docs/avatars.md). */
export const avatarsModule = fp<AppDependencies>(
  async (app, { config, db, storage }) => {
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
    avatarsReader.provide(app, {
      currentOf: async (memberId) => {
        const row = await avatars.defaultOf(memberId);
        return row ? { id: row.id, glb_url: presentAvatar(row).glb_url } : null;
      },
    });
    await registerProductRoutes(app, avatarRoutes, { avatars, users: usersOf(app), viewAvatars: viewAvatarsOf(policies) });
  },
  { name: 'avatars' },
);

/** Members' current avatars, for modules registered after this one. */
export const avatarsOf = avatarsReader.of;
