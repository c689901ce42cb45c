import { realtimePlugin } from '@meshwork/realtime-server';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../composition/dependencies.js';
import { authenticationOf } from '../auth/index.js';
import { socialGraphOf } from '../friends/index.js';
import { groupMembershipOf } from '../groups/index.js';
import { roomChannelsOf } from '../rooms/index.js';
import { realtimeAccess } from './access.js';

/** The realtime service mounted at the origin's root, on the product's database, storage, media links, sessions and policies. */
export async function realtimeModule(
  app: FastifyInstance,
  { config, pool, storage, mediaLinks, realtime }: AppDependencies,
): Promise<void> {
  const access = realtimeAccess(authenticationOf(app).sessions, socialGraphOf(app).policies, groupMembershipOf(app), roomChannelsOf(app));
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, protocolAnswers: true };
  });
  await realtimePlugin(app, {
    pool,
    publishKey: config.realtime.publishKey,
    subscribeKey: config.realtime.subscribeKey,
    fileStorage: storage,
    // Downloads redirect to signed links, so the addresses pages show carry no session.
    fileLinks: mediaLinks,
    redisUrl: config.redisUrl,
    openAccess: config.realtime.openAccess,
    access,
    publishRate: config.realtime.publishRate,
    corsOrigins: config.realtime.corsOrigins,
    announceMax: config.realtime.announceMax,
    presenceIntervalSeconds: config.realtime.presenceIntervalSeconds,
    attachServerSide: (serverSide) => realtime.attach(serverSide),
  });
}
