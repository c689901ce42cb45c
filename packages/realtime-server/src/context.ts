import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessPolicy } from './access/accessPolicy.js';
import type { PublishRateLimit } from './access/publishRateLimit.js';
import type { RealtimeNode } from './node.js';
import type { RealtimeOptions } from './serviceTypes.js';

/** What every endpoint family is given (`families/family.ts`). */
export interface RealtimeContext {
  options: RealtimeOptions;
  log: FastifyBaseLogger;
  /** The service's tables through Drizzle, on `options.pool`. */
  db: NodePgDatabase;
  /** Who calls and what they may touch: every access rule of every family. */
  policy: AccessPolicy;
  /** The per-member budget of every call that puts something into channels. */
  publishRate: PublishRateLimit;
  /** This node of the network: publishing, the stores, presence and the held requests. */
  node: RealtimeNode;
}
