import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './http/trustProxy.js';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z.url().optional(),
    REDIS_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(14),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Meshwork <no-reply@meshwork.local>'),
    SEED: booleanFlag.default(true),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: trustProxySchema,
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_PREFIX: z
      .string()
      .regex(/^[\w-]+$/)
      .default('meshwork'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    PUBLISH_KEY: z.string().min(1).default('pub-c-meshwork-dev'),
    SUBSCRIBE_KEY: z.string().min(1).default('sub-c-meshwork-dev'),
    REALTIME_OPEN_ACCESS: booleanFlag.default(false),
    REALTIME_PUBLISH_PER_SECOND: z.coerce.number().int().positive().default(20),
    REALTIME_PUBLISH_BURST: z.coerce.number().int().positive().default(40),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (env.NODE_ENV === 'production' && env.REALTIME_OPEN_ACCESS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REALTIME_OPEN_ACCESS'],
        message: 'opens every channel to everyone and is refused in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.MAIL_TRANSPORT === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'the outbox is for development; use smtp in production' });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const mailTransport = env.MAIL_TRANSPORT ?? (env.SMTP_URL || env.NODE_ENV === 'production' ? 'smtp' : 'outbox');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    /** Served publicly at /files/. */
    filesDir: path.join(dataDir, 'files'),
    /** Files shared in conversations: reached only through the realtime service, which checks access. */
    realtimeFilesDir: path.join(dataDir, 'realtime-files'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    mail: { transport: mailTransport, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    seed: env.SEED,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    /** Which proxies may name the client's address (Fastify's `trustProxy`). */
    trustProxy: env.TRUST_PROXY,
    rateLimit: { perMinute: env.RATE_LIMIT_AUTH_PER_MINUTE, prefix: env.RATE_LIMIT_PREFIX },
    bodyLimit: env.BODY_LIMIT_BYTES,
    realtime: {
      publishKey: env.PUBLISH_KEY,
      subscribeKey: env.SUBSCRIBE_KEY,
      openAccess: env.REALTIME_OPEN_ACCESS,
      publishRate: { perSecond: env.REALTIME_PUBLISH_PER_SECOND, burst: env.REALTIME_PUBLISH_BURST },
    },
  };
}

/** Thrown when the environment is invalid; its message, one line, names every bad variable. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return toConfig(parsed.data);
}
