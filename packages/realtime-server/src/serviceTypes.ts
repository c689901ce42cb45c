import type { Readable } from 'node:stream';
import type pg from 'pg';

// The service's own types, below every part of it: the options the product passes, the caller of a
// request and what is published. The context (`context.ts`) is built from the parts that use them.

/** How the product tells the realtime service who a client is and what it may see. */
export interface RealtimeAccess {
  /** The member behind a client's `auth` parameter (its product session token), or null. */
  memberOfAuth(auth: string | undefined): Promise<string | null>;
  /** The members whose presence `viewerId` may see (the product: its friends); a member always sees its own. */
  presenceVisibleTo(viewerId: string): Promise<ReadonlySet<string>>;
  /** The members with whom `memberId` shares a block, either way: their direct conversation is closed. */
  blockedWith(memberId: string): Promise<ReadonlySet<string>>;
  /**
   * The membership channels `memberId` may use now, by name: the group conversations it belongs
   * to (`group.<id>`) and the rooms it entered and may be in (`room.<id>`). Only they use them.
   */
  membershipChannelsOf(memberId: string): Promise<ReadonlySet<string>>;
}

/**
 * Where the service keeps the bytes of shared files: the product's storage (a folder, S3-compatible
 * object storage), so that every node serves every file. Keys are paths of letters, digits, `.`,
 * `_`, `-` and `/`; the service uses the folder `realtime-files/` only, which nothing else may serve.
 */
export interface RealtimeFileStorage {
  /** Stores the bytes, whole or not at all, and answers the size stored; rejects with the body's error when the body fails. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The bytes at the key as a stream, or null when there are none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Deletes the file at the key; a missing file is no error. */
  delete(key: string): Promise<void>;
}

/**
 * Short-lived signed links to shared files, from the product: a download with `auth` is redirected
 * to one (protocol §11.5), so the address a page shows carries no session, and the link alone opens
 * that one file for a while.
 */
export interface RealtimeFileLinks {
  /** `path` (as a request spells it) with the query that opens it. */
  sign(path: string): string;
  /** Whether the query carries a live link of exactly `path`. */
  verify(path: string, query: Record<string, unknown>): 'valid' | 'expired' | 'invalid';
}

export interface RealtimeOptions {
  /** The database; the service's tables (`schema/`) are brought up to date by `migrateRealtimeTables` before the plugin starts. */
  pool: pg.Pool;
  publishKey: string;
  subscribeKey: string;
  /** Where uploaded files are kept (under `realtime-files/`, which no other route may serve). */
  fileStorage: RealtimeFileStorage;
  /** Signs download links; without it a download with `auth` answers the bytes itself. */
  fileLinks?: RealtimeFileLinks;
  /** Redis fans messages out across nodes; without it the bus is in-process. */
  redisUrl?: string;
  /** Opens every channel to every client: protocol tests only, refused in production by the config. */
  openAccess: boolean;
  access: RealtimeAccess;
  /** How fast one member may publish, signal, share files, act on messages and change objects. */
  publishRate: PublishRate;
  /** How long an idle subscribe request is held before its empty answer (default 280 s). */
  longPollSeconds?: number;
  /** Origins whose pages may call the protocol's routes (CORS): `*` for any (the default), none for same-origin only. */
  corsOrigins?: readonly string[];
  /** Above this many occupants a channel's presence is announced as `interval` events (default 20). */
  announceMax?: number;
  /** Seconds between a crowded channel's `interval` events (default 10). */
  presenceIntervalSeconds?: number;
  /** Receives the service's server side once it runs: the product's own messages and access changes go through it. */
  attachServerSide?: (serverSide: RealtimeServerSide) => void;
}

/** What the product itself does in the realtime network. */
export interface RealtimeServerSide {
  /** Publishes a message of the server's own (never rate-limited); answers its timetoken. */
  publish(message: MessageToPublish): Promise<string>;
  /**
   * Tells every node that these members' access changed (a session ended, a block, a friendship):
   * what nodes cached about them is dropped and their held subscribes are checked again at once.
   */
  accessChanged(memberIds: string[]): Promise<void>;
  /**
   * Mirrors a channel the product owns into the objects data clients read: its metadata (name,
   * custom fields) and its members' memberships, with the objects events members hear.
   */
  mirrorChannel(channel: string, mirror: ChannelMirror): Promise<void>;
  /**
   * Hears every message and file published, once in the whole network (on the node that took it),
   * detached from its publish: what the product does then never slows a publish down.
   */
  onMessage(listener: (message: PublishedMessage) => Promise<unknown>): void;
  /** The uuids present on a channel now, whoever may see them (a room's lobby shows who is inside). */
  occupantsOf(channel: string): Promise<string[]>;
  /** This node's figures for monitoring, read when asked. */
  stats(): RealtimeStats;
}

/** What one node of the realtime network is doing. */
export interface RealtimeStats {
  /** Subscribe requests held open, waiting for messages: the connected clients of this node. */
  heldSubscribes: number;
  /** Messages handed to subscribers since the node started, one per subscriber answered. */
  deliveredMessages: number;
}

/** A message or file as published, for the product's work after a publish. */
export interface PublishedMessage {
  channel: string;
  timetoken: string;
  publisherUuid: string;
  /** 0 a message, 4 a file. */
  messageType: 0 | 4;
  message: unknown;
}

/** What the product says of one of its channels: `undefined` leaves a part as it is. */
export interface ChannelMirror {
  /** Who the objects events name as their publisher: the product's own uuid. */
  publisherUuid: string;
  name?: string;
  custom?: Record<string, string | number | boolean>;
  /** Uuids that are members now (their membership's own fields stay). */
  addUuids?: string[];
  /** Uuids that are no longer members. */
  removeUuids?: string[];
}

/** The caller of a protocol request, once its `auth` is resolved. */
export interface Caller {
  /** The member id, or null in open-access mode without a valid session. */
  memberId: string | null;
  /** The `uuid` query parameter. */
  uuid: string;
}

/** The protocol's `e` field: 0 message, 1 signal, 2 objects event, 3 message action, 4 file. */
export type MessageType = 0 | 1 | 2 | 3 | 4;

export interface MessageToPublish {
  channel: string;
  /** The JSON message as parsed (the envelope's `d`). */
  message: unknown;
  publisherUuid: string;
  meta?: unknown;
  messageType: MessageType;
  customMessageType?: string;
  /** Kept in history (only messages and files are: signals and events never are). */
  store: boolean;
  ttlHours?: number;
}

/** How fast one member may put messages into channels. */
export interface PublishRate {
  /** Calls a second. */
  perSecond: number;
  /** Calls allowed above that in every ten seconds. */
  burst: number;
}
