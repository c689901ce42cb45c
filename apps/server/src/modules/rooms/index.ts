import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { avatarsOf } from '../avatars/index.js';
import { eventsOf } from '../events/index.js';
import { groupMembershipOf } from '../groups/index.js';
import { RoomDirectory } from './roomDirectory.js';
import { RoomVisits } from './roomVisits.js';
import { roomsRoutes } from './routes.js';

/** The room channels each member may use now. */
export type RoomChannels = Pick<RoomVisits, 'channelsOf'>;

const roomChannels = moduleService<RoomChannels>('rooms');

/** Rooms: shared 3D spaces where members meet as their avatars (docs/rooms.md). */
export const roomsModule = fp<AppDependencies>(
  async (app, { db, realtime }) => {
    const { events } = eventsOf(app);
    const directory = new RoomDirectory(
      db,
      groupMembershipOf(app),
      async (viewerId, eventId) => (await events.get(viewerId, eventId))?.creator.user_id,
    );
    const avatars = avatarsOf(app);
    const visits = new RoomVisits({
      db,
      directory,
      realtime,
      avatarUrlOf: async (memberId) => (await avatars.currentOf(memberId))?.glb_url ?? null,
    });
    roomChannels.provide(app, visits);
    await registerProductRoutes(app, roomsRoutes, { directory, visits });
  },
  { name: 'rooms' },
);

/** The room channels each member may use now, for the realtime access (registered after this module). */
export const roomChannelsOf = roomChannels.of;
