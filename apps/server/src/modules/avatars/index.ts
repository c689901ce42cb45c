import { userChannelOf, type CreateAvatarBody, type LiveAvatarBuild } from '@meshwork/contracts';
import fp from 'fastify-plugin';
import { buffer } from 'node:stream/consumers';
import { publicKeyOf } from '../../storage/publicFiles.js';
import type { AppDependencies } from '../../composition/dependencies.js';
import type { AvatarRow } from '../../db/schema/avatars.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { socialGraphOf } from '../friends/index.js';
import { notificationsOf } from '../notifications/index.js';
import { usersOf } from '../users/index.js';
import { AvatarBuildPool } from './buildPool.js';
import { AvatarFbxFiles } from './fbxFiles.js';
import { AvatarFiles } from './files.js';
import { PhotoAvatarBuilds } from './photoBuilds.js';
import { photoAvatarRoutes } from './photoRoutes.js';
import { viewAvatarsOf } from './policies.js';
import { avatarRoutes } from './routes.js';
import { AvatarService, glbUrlOf } from './service.js';

type AvatarFile = { id: string; glb_url: string };

/** What other modules use of members' avatars. */
interface MemberAvatars {
  /** The member's current avatar (their default), as the avatar lists present it. */
  currentOf(memberId: string): Promise<AvatarFile | null>;
  /** Makes a creator avatar as the creator's save does: built from its parameters, the member's first one made current. */
  create(memberId: string, authorName: string, input: CreateAvatarBody): Promise<AvatarFile>;
}

const memberAvatars = moduleService<MemberAvatars>('avatars');

/** Members' 3D avatars: made from the creator's parameters, listed, chosen, deleted (docs/avatars.md). */
export const avatarsModule = fp<AppDependencies>(
  async (app, { config, db, storage, realtime, log, mediaLinks }) => {
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
    const avatars = new AvatarService(
      db,
      new AvatarFiles(storage),
      (parameters, meta) => builds.build(parameters, meta),
      announceChange,
      { files: fbxFiles, fromGlb: (glb) => builds.fbx(glb) },
      mediaLinks,
    );
    const fileOf = (row: AvatarRow): AvatarFile => ({ id: row.id, glb_url: glbUrlOf(row) });
    memberAvatars.provide(app, {
      currentOf: async (memberId) => {
        const row = await avatars.defaultOf(memberId);
        return row ? fileOf(row) : null;
      },
      create: async (memberId, authorName, input) => fileOf(await avatars.create(memberId, authorName, input)),
    });
    const users = usersOf(app);
    await registerProductRoutes(app, avatarRoutes, { avatars, users, viewAvatars: viewAvatarsOf(policies) });
    // A photo build's progress reaches the member live on their own channel, as notifications do.
    const photoBuilds = new PhotoAvatarBuilds(
      db,
      avatars,
      builds,
      (memberId, build) => realtime.publish(userChannelOf(memberId), { kind: 'avatar_build', build } satisfies LiveAvatarBuild),
      log,
    );
    const profilePhotoOf = async (memberId: string) => {
      const key = publicKeyOf((await users.memberById(memberId)).userImage ?? '');
      const file = key ? await storage.get(key) : null;
      return file ? new Uint8Array(await buffer(file.body)) : null;
    };
    await registerProductRoutes(app, photoAvatarRoutes, { builds: photoBuilds, profilePhotoOf });
  },
  { name: 'avatars' },
);

/** Members' current avatars, for modules registered after this one. */
export const avatarsOf = memberAvatars.of;
