import { realtimePlugin } from '@meshwork/realtime-server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import type { SessionStore } from '../auth/sessions.js';
import { realtimeAccess } from './access.js';
import type { RealtimeRelay } from './relay.js';

/** The realtime service mounted at the origin's root, on the product's database and sessions. */
export async function realtimeModule(
  app: FastifyInstance,
  options: { config: Config; database: Database; sessions: SessionStore; relay: RealtimeRelay; storage: FileStorage },
): Promise<void> {
  const { config, database, sessions, relay, storage } = options;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, protocolAnswers: true };
  });
  await realtimePlugin(app, {
    pool: database.pool,
    publishKey: config.realtime.publishKey,
    subscribeKey: config.realtime.subscribeKey,
    fileStorage: storage,
    redisUrl: config.redisUrl,
    openAccess: config.realtime.openAccess,
    access: realtimeAccess(sessions, database.db),
    publishRate: config.realtime.publishRate,
    attachServerSide: (serverSide) => relay.attach(serverSide),
  });
}
