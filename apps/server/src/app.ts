import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Writable } from 'node:stream';
import { openDependencies, type AppConfig } from './composition/dependencies.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/queue.js';
import { loggingOptions } from './http/logging.js';
import { SecretPaths } from './http/secretPaths.js';
import type { MediaLinks } from './media/mediaLinks.js';
import { modulesInRegistrationOrder } from './modules/registrationOrder.js';
import { apiDocsPlugin } from './plugins/apiDocs.js';
import { closeLingeringConnections } from './plugins/closeLingeringConnections.js';
import { errorsPlugin } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { rateLimitsPlugin } from './plugins/rateLimits.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { webAppPlugin } from './plugins/webApp.js';
import type { RealtimeRelay } from './relay/realtimeRelay.js';
import type { FileStorage } from './storage/fileStorage.js';
import { publicFilesRoutes } from './storage/publicFilesRoutes.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

export type App = FastifyInstance & {
  database: Database;
  storage: FileStorage;
  jobs: JobQueue;
  realtime: RealtimeRelay;
  mediaLinks: MediaLinks;
};

/** The whole server: product API, dev mailbox, API docs and the web app, on a migrated database. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const secretPaths = new SecretPaths();
  const app = Fastify({
    ...loggingOptions(config.logLevel, config.logFormat ?? 'json', options.logStream, secretPaths),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The realtime publish GET carries the whole message in its path (docs/realtime.md).
    routerOptions: { maxParamLength: 128 * 1024 },
    http: { maxHeaderSize: 128 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();
  // Before any route is added: the log learns which paths carry a secret.
  app.addHook('onRoute', secretPaths.learn);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = await openDependencies(config, app.log);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  app.decorate('jobs', deps.jobs);
  app.decorate('realtime', deps.realtime);
  app.decorate('mediaLinks', deps.mediaLinks);

  await app.register(closeLingeringConnections);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(rateLimitsPlugin, { redis: deps.redis, ...config.rateLimit });
  await app.register(apiDocsPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, realtime: () => deps.realtime.stats(), jobs: deps.jobs });

  // Each feature builds its services from the shared dependencies and adds its routes; it may use
  // the public services of the features registered before it (docs/architecture.md, "Modules").
  for (const module of Object.values(modulesInRegistrationOrder)) await app.register(module, deps);

  await app.register(publicFilesRoutes, { storage: deps.storage });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.close());
  return app as unknown as App;
}
