import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { mkdir } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { Config } from './config.js';
import { connectDatabase, runMigrations, type Database } from './db/client.js';
import { loggerOptions } from './http/logging.js';
import { JobQueue } from './jobs/queue.js';
import { Mailer } from './mail/mailer.js';
import { EmailTokenStore } from './modules/auth/emailTokens.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { socialRoutes } from './modules/social/routes.js';
import { SocialService } from './modules/social/service.js';
import { usersRoutes } from './modules/users/routes.js';
import { UsersService } from './modules/users/service.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitsPlugin } from './plugins/rateLimits.js';
import { webAppPlugin } from './plugins/webApp.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

export type App = FastifyInstance & { database: Database };

/** The whole server: product API, dev mailbox, API docs and the web app, on a migrated database. */
export async function buildApp(config: Config & { databaseUrl: string }, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = connectDatabase(config.databaseUrl);
  app.decorate('database', database);
  await runMigrations(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;

  const jobs = new JobQueue(database.pool, app.log);
  const mailer = new Mailer(database.db, config.mail, jobs, app.log);
  const sessions = new SessionStore(database.db, config.sessionTtlMs);
  const emailTokens = new EmailTokenStore(database.db);
  const auth = new AuthService({ db: database.db, sessions, emailTokens, mailer, publicUrl: config.publicUrl });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'"], 'worker-src': ["'self'", 'blob:'] } },
  });
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, { redis, ...config.rateLimit });
  await app.register(authPlugin, { sessions });
  await app.register(swagger, {
    openapi: { info: { title: 'Meshwork API', version: '0.1.0', description: 'The product API of Meshwork. Pass the session token as `?token=` or a Bearer header.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API documentation is public: every route the UI plugin adds is marked so.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true } };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(authRoutes, { auth, sessions });
      await api.register(socialRoutes, { social: new SocialService(database.db) });
      await api.register(notificationsRoutes);
      await api.register(usersRoutes, { users: new UsersService(database.db) });
    },
    { prefix: '/api' },
  );
  if (config.mail.transport === 'outbox' && config.env !== 'production') await app.register(devMailboxRoutes, { mailer });
  await mkdir(config.filesDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.filesDir, prefix: '/files/', decorateReply: false, index: false });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    redis?.disconnect();
    await database.close();
  });
  return app as unknown as App;
}
