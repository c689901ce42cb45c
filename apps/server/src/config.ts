import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './http/trustProxy.js';

/** The S3 settings without a default: any of them chooses S3 when STORAGE is not set, and STORAGE=local refuses them. */
const s3Variables = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

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
    // Unset: `lines` on a terminal in development, `json` otherwise (main.ts decides).
    LOG_FORMAT: z.enum(['json', 'lines']).optional(),
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(14),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Meshwork <no-reply@meshwork.local>'),
    SEED: booleanFlag.default(true),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: trustProxySchema,
    // The bearer token of GET /metrics (Prometheus); without it the endpoint answers 404.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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
    // Origins whose pages may call the realtime protocol: `*`, a comma list of origins, or empty for none.
    REALTIME_CORS_ORIGINS: z
      .string()
      .default('*')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.literal('*'), z.url({ protocol: /^https?$/, error: 'must be * or http(s) origins, comma-separated' })]))),
    REALTIME_PRESENCE_ANNOUNCE_MAX: z.coerce.number().int().nonnegative().default(20),
    REALTIME_PRESENCE_INTERVAL_SECONDS: z.coerce.number().int().positive().default(10),
    // How long a message notification waits for the recipient to read the message (docs/chat.md).
    MESSAGE_NOTICE_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    // How many of a member's newest messages one message search looks at (docs/chat.md).
    MESSAGE_SEARCH_SCAN: z.coerce.number().int().min(1).max(100_000).default(2000),
    AVATAR_BUILD_THREADS: z.coerce.number().int().min(1).max(64).default(1),
    AVATAR_BUILD_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
    FEED_FAN_OUT_MAX_FOLLOWERS: z.coerce.number().int().nonnegative().default(1000),
    // Lets Fedify fetch documents from private and loopback addresses: for tests and local networks only.
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
    // How many signed deliveries one server may make to our inboxes a minute (docs/federation.md).
    FEDERATION_INBOX_PER_DOMAIN_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    STORAGE: z.enum(['local', 's3']).optional(),
    // S3's naming rule for buckets, which also keeps the name a plain host label and path segment.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
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
    if (env.NODE_ENV === 'production' && env.FEDERATION_ALLOW_PRIVATE_ADDRESSES) {
      ctx.addIssue({
        code: 'custom',
        path: ['FEDERATION_ALLOW_PRIVATE_ADDRESSES'],
        message: 'lets remote servers make this one fetch private addresses and is refused in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.MAIL_TRANSPORT === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'the outbox is for development; use smtp in production' });
    }
    if (storageKindOf(env) === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required for S3 storage' });
    // Settings that would be ignored are refused: files quietly kept on one node are what S3 is there to prevent.
    if (env.STORAGE === 'local') {
      for (const name of s3Variables)
        if (env[name] !== undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is set, but STORAGE=local keeps the files in DATA_DIR' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const [missing, given] = env.S3_ACCESS_KEY_ID
        ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
        : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
    }
  });

/** Where every file is kept: a folder (one node, or a volume all nodes mount) or one S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** The S3-compatible server; Amazon S3 of the region when absent. */
      endpoint: string | undefined;
      region: string;
      /** Absent: the AWS SDK's usual sources (AWS_* variables, shared files, the instance's role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `host/bucket/key` addresses instead of `bucket.host/key`: what most self-hosted stores need. */
      forcePathStyle: boolean;
    };

function storageKindOf(env: Pick<z.infer<typeof envSchema>, 'STORAGE' | (typeof s3Variables)[number]>): StorageConfig['kind'] {
  return env.STORAGE ?? (s3Variables.some((name) => env[name] !== undefined) ? 's3' : 'local');
}

function storageOf(env: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (storageKindOf(env) === 'local') return { kind: 'local', root: dataDir };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

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
    storage: storageOf(env, dataDir),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    mail: { transport: mailTransport, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    seed: env.SEED,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    /** Which proxies may name the client's address (Fastify's `trustProxy`). */
    trustProxy: env.TRUST_PROXY,
    rateLimit: { perMinute: env.RATE_LIMIT_AUTH_PER_MINUTE, prefix: env.RATE_LIMIT_PREFIX },
    bodyLimit: env.BODY_LIMIT_BYTES,
    metricsToken: env.METRICS_TOKEN,
    /** Avatars are built on worker threads: how many at once, and how many saves may wait (docs/avatars.md). */
    avatarBuilds: { threads: env.AVATAR_BUILD_THREADS, queue: env.AVATAR_BUILD_QUEUE },
    /** Authors with more followers than this are merged into feeds at read time, not fanned out (docs/posts.md). */
    feedFanOutMaxFollowers: env.FEED_FAN_OUT_MAX_FOLLOWERS,
    /** ActivityPub (docs/federation.md): whether fetching remote documents may reach private addresses; each server's inbox budget. */
    federation: {
      allowPrivateAddresses: env.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
      inboxPerDomainPerMinute: env.FEDERATION_INBOX_PER_DOMAIN_PER_MINUTE,
    },
    realtime: {
      publishKey: env.PUBLISH_KEY,
      subscribeKey: env.SUBSCRIBE_KEY,
      openAccess: env.REALTIME_OPEN_ACCESS,
      publishRate: { perSecond: env.REALTIME_PUBLISH_PER_SECOND, burst: env.REALTIME_PUBLISH_BURST },
      corsOrigins: env.REALTIME_CORS_ORIGINS,
      announceMax: env.REALTIME_PRESENCE_ANNOUNCE_MAX,
      presenceIntervalSeconds: env.REALTIME_PRESENCE_INTERVAL_SECONDS,
    },
    messageNoticeDelaySeconds: env.MESSAGE_NOTICE_DELAY_SECONDS,
    messageSearchScan: env.MESSAGE_SEARCH_SCAN,
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
