import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type pg from 'pg';

/** How the product tells the realtime service who a client is and what it may see. */
export interface RealtimeAccess {
  /** The member behind a client's `auth` parameter (its product session token), or null. */
  memberOfAuth(auth: string | undefined): Promise<string | null>;
  /** Whether `viewerId` may see the presence of `memberId` (the product: friends only). */
  maySeePresence(viewerId: string, memberId: string): Promise<boolean>;
}

export interface RealtimeOptions {
  /** The product database; the service's tables are in `schema/` and migrated with the product's. */
  pool: pg.Pool;
  publishKey: string;
  subscribeKey: string;
  /** Uploaded files live below this folder. */
  filesDir: string;
  /** The origin clients reach the service at, for file URLs. */
  publicUrl: string;
  /** Redis fans messages out across nodes; without it the bus is in-process. */
  redisUrl?: string;
  /** Opens every channel to every client: protocol tests only, refused in production by the config. */
  openAccess: boolean;
  access: RealtimeAccess;
}

/** The caller of a protocol request, once its `auth` is resolved. */
export interface Caller {
  /** The member id, or null in open-access mode without a valid session. */
  memberId: string | null;
  /** The `uuid` query parameter. */
  uuid: string;
}

export interface MessageToPublish {
  channel: string;
  /** The JSON message as parsed. */
  message: unknown;
  publisherUuid: string;
  meta?: unknown;
  /** 0 message, 1 signal, 4 file (the protocol's `e` field). */
  messageType: 0 | 1 | 4;
  customMessageType?: string;
  store: boolean;
  ttlHours?: number;
}

/**
 * What every endpoint family shares. Families other than publish/subscribe go through these
 * functions instead of reaching into each other's modules.
 */
export interface RealtimeContext {
  options: RealtimeOptions;
  log: FastifyBaseLogger;
  /** Resolves `auth`/`uuid` of a request; answers the protocol's 403 body when `auth` is not a session (unless open access). */
  callerOf(request: FastifyRequest): Promise<Caller>;
  /** Throws the protocol's 403 when the caller may not read (or write) any of these channels. */
  authorizeChannels(caller: Caller, channels: string[], mode: 'read' | 'write'): Promise<void>;
  /** Stores (when `store`) and delivers a message; answers its timetoken. Used by publish, signal, fire and publish-file. */
  publish(message: MessageToPublish): Promise<string>;
}
