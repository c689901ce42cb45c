import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Bus } from './bus/bus.js';
import type { BusMessage, ControlEvent } from './bus/busMessage.js';
import { MemoryBus } from './bus/memoryBus.js';
import { networkNamespace } from './bus/networkNamespace.js';
import { RedisBus } from './bus/redisBus.js';
import type { MessageToPublish } from './serviceTypes.js';
import { Hub } from './delivery/hub.js';
import { limits } from './limits.js';
import { PresenceStore } from './presence/presenceStore.js';
import type { IntervalOptions } from './presence/intervalAnnouncer.js';
import { PresenceTracker, type PresenceEvent } from './presence/presenceTracker.js';
import { GroupDirectory } from './store/groupDirectory.js';
import { GroupStore } from './store/groupStore.js';
import { deleteExpiredMessages } from './store/expiredMessages.js';
import { deleteUnclaimedPresenceStates } from './store/unclaimedStates.js';
import { MessageStore, storedTextOf } from './store/messageStore.js';
import { detached, guarded } from './backgroundWork.js';

// Channels quiet for ten minutes leave the recent buffer (their history stays in the database).
const recentRetention = 10n * 60n * 10_000_000n;
const sweepIntervalMs = 60_000;

/**
 * One node of the realtime network: the bus in, the hub out, the stores and the presence of its
 * clients. Every family reaches the network through it.
 */
export class RealtimeNode {
  readonly messages: MessageStore;
  readonly groups: GroupDirectory;
  readonly presence: PresenceTracker;
  readonly presenceStore: PresenceStore;
  private groupListeners: Array<(groups: string[]) => void> = [];
  private accessListeners: Array<(memberIds: readonly string[] | null) => void> = [];
  private publishListeners: Array<(message: BusMessage) => Promise<unknown>> = [];
  private sweepTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly bus: Bus,
    readonly hub: Hub,
    db: NodePgDatabase,
    pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    presenceInterval: IntervalOptions,
  ) {
    this.messages = new MessageStore(db, pool);
    this.groups = new GroupDirectory(new GroupStore(db));
    this.presenceStore = new PresenceStore(pool, limits.presenceTimeoutDefault);
    this.presence = new PresenceTracker(
      this.presenceStore,
      (channel, event) => this.announcePresence(channel, event),
      (uuid, channels, seconds) => this.bus.announce({ kind: 'presence-timeout', uuid, channels, seconds }),
      log,
      presenceInterval,
    );
  }

  static async start(options: {
    db: NodePgDatabase;
    pool: pg.Pool;
    redisUrl?: string;
    log: FastifyBaseLogger;
    presenceInterval: IntervalOptions;
  }): Promise<RealtimeNode> {
    const messages = new MessageStore(options.db, options.pool);
    const bus: Bus = options.redisUrl
      ? new RedisBus(options.redisUrl, await networkNamespace(options.pool))
      : new MemoryBus(await messages.newestTimetoken());
    // Messages may arrive before the start answers the horizon the hub needs: they wait in `early`.
    const started: { node?: RealtimeNode } = {};
    const early: BusMessage[] = [];
    const { log } = options;
    const horizon = await bus.start({
      message: guarded(log, 'delivering a bus message failed', (message) =>
        started.node ? started.node.hub.receive(message) : early.push(message),
      ),
      control: guarded(log, 'a bus control event failed', (event) => started.node?.controlled(event)),
      gap: guarded(log, 'handling a bus gap failed', (newHorizon) => started.node?.gap(newHorizon)),
      failed: (error) => log.error({ err: error }, 'a bus message could not be read'),
    });
    const hub = new Hub(horizon, limits, (error, what) => log.error({ err: error }, what));
    const node = new RealtimeNode(bus, hub, options.db, options.pool, log, options.presenceInterval);
    started.node = node;
    for (const message of early) node.hub.receive(message);
    node.sweepTimer = setInterval(
      guarded(log, 'the recent memory sweep failed', () => {
        node.hub.recent.forgetQuietSince(node.hub.newest - recentRetention);
        for (const sweep of [deleteExpiredMessages, deleteUnclaimedPresenceStates])
          detached(log, `sweep ${sweep.name} failed`, () => sweep(options.pool));
      }),
      sweepIntervalMs,
    );
    node.sweepTimer.unref();
    return node;
  }

  /**
   * Stamps and delivers a message through the bus, then stores it: the publish answers once both
   * are done. Its stored text is serialised first, so a message that cannot be stored is never
   * delivered; if the insert still fails, the message leaves every node's recent memory.
   */
  async publish(message: MessageToPublish): Promise<BusMessage> {
    const storable = message.messageType === 0 || message.messageType === 4;
    const text = message.store && storable ? storedTextOf(message) : undefined;
    const stamped = await this.bus.publish({
      channel: message.channel,
      data: message.message,
      publisherUuid: message.publisherUuid,
      meta: message.meta,
      messageType: message.messageType,
      customMessageType: message.customMessageType,
    });
    if (text) {
      try {
        await this.messages.insert(stamped, text, message.ttlHours);
      } catch (error) {
        await this.withdraw(stamped);
        throw error;
      }
    }
    // Only the publishing node runs these, so each message is handled once in the whole network.
    for (const listener of this.publishListeners) detached(this.log, 'after-publish work failed', () => listener(stamped));
    return stamped;
  }

  onPublished(listener: (message: BusMessage) => Promise<unknown>): void {
    this.publishListeners.push(listener);
  }

  stamp(): Promise<bigint> {
    return this.bus.stamp();
  }

  /** Tells every node that these groups changed, so held subscribers follow the new channel lists. */
  async announceGroupsChanged(groups: string[]): Promise<void> {
    await this.bus.announce({ kind: 'groups-changed', groups });
  }

  onGroupsChanged(listener: (groups: string[]) => void): void {
    this.groupListeners.push(listener);
  }

  /** Tells every node that these members' access changed (sessions ended, a block, a friendship). */
  async announceAccessChanged(memberIds: string[]): Promise<void> {
    await this.bus.announce({ kind: 'access-changed', members: memberIds });
  }

  /** Hears access changes; null when announcements may have been lost (the bus reconnected). */
  onAccessChanged(listener: (memberIds: readonly string[] | null) => void): void {
    this.accessListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.presence.stop();
    this.hub.stop();
    await this.bus.close();
  }

  private controlled(event: ControlEvent): void {
    switch (event.kind) {
      case 'message-withdrawn':
        return this.hub.recent.withdraw(event.channel, BigInt(event.timetoken));
      case 'groups-changed':
        this.groups.forget(event.groups);
        for (const listener of this.groupListeners) listener(event.groups);
        return;
      case 'access-changed':
        for (const listener of this.accessListeners) listener(event.members);
        return;
      case 'presence-timeout':
        return this.presence.followTimeout(event.uuid, event.channels, event.seconds);
    }
  }

  /** The bus may have lost messages and announcements: memory before `horizon`, and every cached access answer, are distrusted. */
  private gap(horizon: bigint): void {
    this.hub.recent.distrustBefore(horizon);
    for (const listener of this.accessListeners) listener(null);
  }

  /**
   * Takes a delivered message whose insert failed out of every node's recent memory, so catch-up
   * agrees with the database. The announcement travels the bus behind the message itself, so each
   * node forgets it after receiving it; this node forgets it at once too, should the bus be down.
   */
  private async withdraw(message: BusMessage): Promise<void> {
    this.hub.recent.withdraw(message.channel, message.timetoken);
    try {
      await this.bus.announce({ kind: 'message-withdrawn', channel: message.channel, timetoken: message.timetoken.toString() });
    } catch (error) {
      this.log.error({ err: error }, 'announcing a withdrawn message failed');
    }
  }

  private async announcePresence(channel: string, event: PresenceEvent): Promise<void> {
    // An interval event is the channel's own: no client published it.
    const publisherUuid = event.action === 'interval' ? '' : event.uuid;
    await this.publish({ channel: `${channel}-pnpres`, message: event, publisherUuid, messageType: 0, store: false });
  }
}
