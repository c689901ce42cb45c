import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { Listeners } from '../../composition/listeners.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { ProfileImages } from './images.js';
import { ProfileService } from './profile.js';
import { profileRoutes } from './profileRoutes.js';
import { usersRoutes } from './routes.js';
import { UsersService } from './service.js';

const usersService = moduleService<UsersService>('users');
const profileChangesService = moduleService<Pick<Listeners<string>, 'listen'>>('profile-changes');

/** The person: account details, profile and images, and the members table every other module asks. */
export const usersModule = fp<AppDependencies>(
  async (app, { db, storage }) => {
    const images = new ProfileImages(db, storage);
    const users = new UsersService(db, images);
    const profileChanges = new Listeners<string>();
    images.onImageChanged(({ memberId }) => profileChanges.changed(memberId));
    usersService.provide(app, users);
    profileChangesService.provide(app, { listen: (listener) => profileChanges.listen(listener) });
    await registerProductRoutes(app, usersRoutes, { users });
    await registerProductRoutes(app, profileRoutes, { profile: new ProfileService(db, profileChanges), images });
  },
  { name: 'users' },
);

/** The members of the network, for modules registered after this one. */
export const usersOf = usersService.of;
/** Tells a later module of each member whose profile (fields or pictures) changed, by id (the federation sends it on). */
export const profileChangesOf = profileChangesService.of;

export type { MemberRow } from '../../db/schema/users.js';
export { visibleBirthday } from './birthdays.js';
/** For lists of members, such as the birthdays page. @public */
export { visibleBirthdaySql } from './birthdays.js';
export {
  afterNickname,
  matchesSearch,
  members,
  nicknameAndId,
  nicknameKey,
  nicknameOrder,
  notLeaving,
  presentMember,
  outerMemberId,
  personColumns,
} from './people.js';
export { invalidImage, normaliseImage } from './images.js';
export { manageAccount } from './policies.js';
export { presenceOf } from './presence.js';
export { presentAboutDetails, presentPerson, type PersonFields } from './presenters.js';
export type { RoleChangeOutcome, UsersService } from './service.js';

/** The users service outside a running server (`npm run admin`). */
export const openUsersService = (db: Db, storage: FileStorage): UsersService => new UsersService(db, new ProfileImages(db, storage));
