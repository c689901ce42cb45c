import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { userChannelOf } from '@meshwork/contracts';
import { Redis } from 'ioredis';
import type { Writable } from 'node:stream';
import type { Config } from './config.js';
import { connectDatabase, runMigrations, type Database } from './db/client.js';
import { loggerOptions } from './http/logging.js';
import { JobQueue } from './jobs/queue.js';
import { Mailer } from './mail/mailer.js';
import { AccountLifecycle } from './modules/account/lifecycle.js';
import { AccountPurge } from './modules/account/purge.js';
import { accountLifecycleRoutes } from './modules/account/routes.js';
import { SecuritySettings } from './modules/account/security.js';
import { accountSecurityRoutes } from './modules/account/securityRoutes.js';
import { EmailTokenStore } from './modules/auth/emailTokens.js';
import { KnownBrowserStore } from './modules/auth/knownBrowsers.js';
import { LoginService } from './modules/auth/login.js';
import { LoginFailureCounter } from './modules/auth/loginFailures.js';
import { MailedCodeStore } from './modules/auth/mailedCodes.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { TwoFactorService } from './modules/auth/twoFactor.js';
import { twoFactorRoutes } from './modules/auth/twoFactorRoutes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { BlockService } from './modules/friends/blocks.js';
import { FriendsDirectory } from './modules/friends/directory.js';
import { FollowService } from './modules/friends/follows.js';
import { FriendshipService } from './modules/friends/friendships.js';
import { peopleRoutes } from './modules/friends/peopleRoutes.js';
import { friendsRoutes } from './modules/friends/routes.js';
import { NotificationPreferences } from './modules/notifications/preferences.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { realtimeModule } from './modules/realtime/plugin.js';
import { RealtimeRelay } from './modules/realtime/relay.js';
import { liveNotificationOf } from './modules/notifications/presenters.js';
import { NotificationService } from './modules/notifications/service.js';
import { socialRoutes } from './modules/social/routes.js';
import { SocialService } from './modules/social/service.js';
import { ProfileImages } from './modules/users/images.js';
import { ProfileService } from './modules/users/profile.js';
import { scheduleSessionPurge } from './modules/sessions/purge.js';
import { sessionsRoutes } from './modules/sessions/routes.js';
import { profileRoutes } from './modules/users/profileRoutes.js';
import { usersRoutes } from './modules/users/routes.js';
import { UsersService } from './modules/users/service.js';
import { apiDocsPlugin } from './plugins/apiDocs.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputShapePlugin } from './plugins/inputShape.js';
import { rateLimitsPlugin } from './plugins/rateLimits.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { webAppPlugin } from './plugins/webApp.js';
import { createFileStorage } from './storage/createFileStorage.js';
import type { FileStorage } from './storage/fileStorage.js';
import { publicFilesRoutes } from './storage/publicFilesRoutes.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

export type App = FastifyInstance & { database: Database; storage: FileStorage };

/** The whole server: product API, dev mailbox, API docs and the web app, on a migrated database. */
export async function buildApp(config: Config & { databaseUrl: string }, options: BuildOptions = {}): Promise<App> {
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

  const database = connectDatabase(config.databaseUrl);
  app.decorate('database', database);
  await runMigrations(database.db);
  const storage = createFileStorage(config.storage);
  app.decorate('storage', storage);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;

  const jobs = new JobQueue(database.pool, app.log);
  const mailer = new Mailer(database.db, config.mail, jobs, app.log);
  const realtime = new RealtimeRelay(app.log);
  const sessions = new SessionStore(database.db, config.sessionTtlMs, (memberIds) => realtime.accessChanged(memberIds));
  const emailTokens = new EmailTokenStore(database.db);
  const users = new UsersService(database.db);
  const auth = new AuthService({ db: database.db, users, sessions, emailTokens, mailer, publicUrl: config.publicUrl });
  const images = new ProfileImages(database.db, storage);
  const codes = new MailedCodeStore(database.db);
  const knownBrowsers = new KnownBrowserStore(database.db);
  const login = new LoginService({
    users,
    sessions,
    knownBrowsers,
    failures: new LoginFailureCounter({ redis, prefix: config.rateLimit.prefix }),
    codes,
    mailer,
    publicUrl: config.publicUrl,
  });
  const secureCookies = config.publicUrl.startsWith('https:');
  scheduleSessionPurge(jobs, sessions, knownBrowsers);
  const purge = new AccountPurge({ db: database.db, jobs, mailer, images, storage, publicUrl: config.publicUrl });
  const memberLimits = { redis, prefix: config.rateLimit.prefix, perMinute: config.rateLimit.perMinute };
  const notificationPreferences = new NotificationPreferences(database.db);
  const notifications = new NotificationService(database.db, notificationPreferences, (notification) =>
    realtime.publish(userChannelOf(notification.recipientId), liveNotificationOf(notification)),
  );
  const graph = { db: database.db, directory: new FriendsDirectory(database.db), notifications, realtime };

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'"], 'worker-src': ["'self'", 'blob:'] },
    },
  });
  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(rateLimitsPlugin, { redis, ...config.rateLimit });
  await app.register(authPlugin, { sessions });
  await app.register(apiDocsPlugin);

  // Every route of the product, whose input the one shape check sees before any schema does.
  await app.register(async (product) => {
    await product.register(inputShapePlugin);
    await product.register(
      async (api) => {
        await api.register(healthRoutes, { db: database.db });
        await api.register(authRoutes, { auth, login, sessions, secureCookies });
        await api.register(sessionsRoutes, { sessions });
        await api.register(socialRoutes, { social: new SocialService(database.db, graph.directory) });
        await api.register(notificationsRoutes, { notifications, preferences: notificationPreferences });
        await api.register(friendsRoutes, { directory: graph.directory, friendships: new FriendshipService(graph) });
        await api.register(peopleRoutes, {
          directory: graph.directory,
          followsService: new FollowService(graph),
          blocksService: new BlockService(graph),
        });
        await api.register(usersRoutes, { users });
        await api.register(twoFactorRoutes, {
          twoFactor: new TwoFactorService({ db: database.db, users, sessions, codes, knownBrowsers, mailer, publicUrl: config.publicUrl }),
          secureCookies,
        });
        await api.register(accountLifecycleRoutes, {
          lifecycle: new AccountLifecycle({ db: database.db, users, sessions, codes, mailer, purge }),
          rateLimit: memberLimits,
        });
        await api.register(accountSecurityRoutes, {
          security: new SecuritySettings(database.db, users, sessions),
          rateLimit: memberLimits,
        });
        await api.register(profileRoutes, { profile: new ProfileService(database.db), images });
      },
      { prefix: '/api' },
    );
    if (config.mail.transport === 'outbox' && config.env !== 'production') await product.register(devMailboxRoutes, { mailer });
  });
  await app.register(publicFilesRoutes, { storage });
  await app.register(realtimeModule, { config, database, sessions, relay: realtime, storage });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    redis?.disconnect();
    storage.close();
    await database.close();
  });
  return app as unknown as App;
}
