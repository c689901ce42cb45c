import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Writable } from 'node:stream';
import { openDependencies, type AppConfig } from './composition/dependencies.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './http/logging.js';
import type { MediaLinks } from './media/mediaLinks.js';
import { accountModule } from './modules/account/index.js';
import { authModule } from './modules/auth/index.js';
import { avatarsModule } from './modules/avatars/index.js';
import { birthdaysModule } from './modules/birthdays/index.js';
import { conversationsModule } from './modules/conversations/index.js';
import { devMailboxModule } from './modules/dev-mailbox/index.js';
import { eventsModule } from './modules/events/index.js';
import { friendsModule } from './modules/friends/index.js';
import { groupsModule } from './modules/groups/index.js';
import { healthModule } from './modules/health/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { postsModule } from './modules/posts/index.js';
import { profilesModule } from './modules/profiles/index.js';
import { profileTabsModule } from './modules/profile-tabs/index.js';
import { realtimeModule } from './modules/realtime/index.js';
import { sessionsModule } from './modules/sessions/index.js';
import { socialModule } from './modules/social/index.js';
import { usersModule } from './modules/users/index.js';
import { apiDocsPlugin } from './plugins/apiDocs.js';
import { closeLingeringConnections } from './plugins/closeLingeringConnections.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitsPlugin } from './plugins/rateLimits.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { webAppPlugin } from './plugins/webApp.js';
import type { FileStorage } from './storage/fileStorage.js';
import { publicFilesRoutes } from './storage/publicFilesRoutes.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

export type App = FastifyInstance & { database: Database; storage: FileStorage; mediaLinks: MediaLinks };

/** The whole server: product API, dev mailbox, API docs and the web app, on a migrated database. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The realtime publish GET carries the whole message in its path (docs/realtime.md).
    routerOptions: { maxParamLength: 128 * 1024 },
    http: { maxHeaderSize: 128 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = await openDependencies(config, app.log);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  app.decorate('mediaLinks', deps.mediaLinks);

  await app.register(closeLingeringConnections);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        // Over plain HTTP the browser would send a redirect's next request (a chat file's signed link) to https and fail.
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(rateLimitsPlugin, { redis: deps.redis, ...config.rateLimit });
  await app.register(apiDocsPlugin);

  // Each feature builds its services from the shared dependencies and adds its routes; it may use
  // the public services of the features above it (docs/architecture.md, "Modules").
  await app.register(healthModule, deps);
  await app.register(usersModule, deps);
  await app.register(authModule, deps);
  await app.register(sessionsModule, deps);
  await app.register(accountModule, deps);
  await app.register(notificationsModule, deps);
  await app.register(friendsModule, deps);
  await app.register(groupsModule, deps);
  await app.register(conversationsModule, deps);
  await app.register(postsModule, deps);
  await app.register(socialModule, deps);
  await app.register(avatarsModule, deps);
  await app.register(eventsModule, deps);
  await app.register(profileTabsModule, deps);
  await app.register(birthdaysModule, deps);
  await app.register(profilesModule, deps);
  await app.register(devMailboxModule, deps);
  await app.register(realtimeModule, deps);

  await app.register(publicFilesRoutes, { storage: deps.storage });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.close());
  return app as unknown as App;
}
