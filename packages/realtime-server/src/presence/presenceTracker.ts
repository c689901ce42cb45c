import type { FastifyBaseLogger } from 'fastify';
import { limits } from '../limits.js';
import { IntervalAnnouncer, type IntervalEvent, type IntervalOptions } from './intervalAnnouncer.js';
import type { IntervalChange, MarkedPresence, PresenceStore, PresenceWrite } from './presenceStore.js';

/** A presence event: one client's (join, leave, timeout, state change), or a crowded channel's interval. */
export type PresenceEvent = ClientPresenceEvent | IntervalEvent;

interface ClientPresenceEvent {
  action: 'join' | 'leave' | 'timeout' | 'state-change';
  uuid: string;
  /** Unix seconds. */
  timestamp: number;
  occupancy: number;
  data?: unknown;
}

interface Lease {
  channel: string;
  uuid: string;
  /** The timeout in force: declared on this node, else as the shared table answered (the default until it has). */
  timeoutSeconds: number;
  /** Subscribe requests of this client open on this node right now. */
  open: number;
  lastSeen: number;
  /** The expiry last written to the shared table. */
  writtenExpiry: number;
  stateJson: string | null;
}

type PresenceChange = { channel: string; uuid: string; action: ClientPresenceEvent['action']; data?: unknown };

const tickMs = 1000;

/**
 * Presence of the clients connected to this node. The shared table says who is present where; this
 * node keeps the rows of its own clients fresh in one batch per second (a client is alive while a
 * subscribe request is open and for `heartbeat` seconds after its last request), so a long-poll
 * loop costs no query per request. Every node sweeps expired rows; the delete decides which node
 * reports each timeout.
 */
export class PresenceTracker {
  private readonly leases = new Map<string, Lease>();
  private readonly timer: NodeJS.Timeout;
  private ticking = false;
  private queued: PresenceWrite[] = [];
  private flushScheduled = false;
  private writing = false;
  private readonly interval: IntervalAnnouncer;

  constructor(
    private readonly store: PresenceStore,
    private readonly emit: (channel: string, event: PresenceEvent) => Promise<void>,
    /** Tells every node of a timeout a client declared anew, so that their leases of it follow. */
    private readonly declareTimeout: (uuid: string, channels: string[], seconds: number) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    intervalOptions: IntervalOptions,
  ) {
    this.interval = new IntervalAnnouncer(store, emit, intervalOptions);
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  /**
   * A subscribe request opened (or a heartbeat arrived, `open` false): the uuid is present on these
   * channels. Without a `timeoutSeconds` the client keeps the timeout it declared last, on any node.
   */
  arrive(uuid: string, channels: string[], timeoutSeconds: number | undefined, states: Record<string, unknown>, open: boolean): void {
    const now = Date.now();
    const writes = this.queued;
    for (const channel of channels) {
      const stateJson = states[channel] === undefined ? null : JSON.stringify(states[channel]);
      const key = `${channel}\u0000${uuid}`;
      let lease = this.leases.get(key);
      const isNew = !lease;
      if (!lease)
        this.leases.set(
          key,
          (lease = {
            channel,
            uuid,
            timeoutSeconds: timeoutSeconds ?? limits.presenceTimeoutDefault,
            open: 0,
            lastSeen: now,
            writtenExpiry: 0,
            stateJson: null,
          }),
        );
      const timeoutChanged = timeoutSeconds !== undefined && timeoutSeconds !== lease.timeoutSeconds;
      if (timeoutSeconds !== undefined) lease.timeoutSeconds = timeoutSeconds;
      lease.lastSeen = now;
      if (open) lease.open++;
      const stateChanged = stateJson !== null && stateJson !== lease.stateJson;
      if (isNew || stateChanged || timeoutChanged) {
        lease.stateJson = stateJson ?? lease.stateJson;
        lease.writtenExpiry = now + lease.timeoutSeconds * 1000;
        writes.push({ channel, uuid, state: stateJson, timeoutSeconds: timeoutSeconds ?? null });
      }
    }
    if (writes.length) this.scheduleFlush();
  }

  /**
   * Joins are written in batches, one batch at a time: what arrives while a batch is written joins
   * the next one. A crowd arriving at once thus costs a few large statements rather than one per
   * event-loop turn all in flight together, which held the pool's connections from publishes.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled || this.writing) return;
    this.flushScheduled = true;
    setImmediate(() => this.flushQueued());
  }

  private flushQueued(): void {
    this.flushScheduled = false;
    // The last write of a channel and uuid wins: one statement may not touch a row twice.
    const writes = [...new Map(this.queued.splice(0).map((write) => [`${write.channel}\u0000${write.uuid}`, write])).values()];
    if (!writes.length) return;
    this.writing = true;
    this.write(writes)
      .catch((error: unknown) => this.log.warn({ err: error }, 'presence write failed'))
      .finally(() => {
        this.writing = false;
        if (this.queued.length) this.scheduleFlush();
      });
  }

  /** A subscribe request of this client ended (answered or dropped): its timeout clock starts. */
  depart(uuid: string, channels: string[]): void {
    const now = Date.now();
    for (const channel of channels) {
      const lease = this.leases.get(`${channel}\u0000${uuid}`);
      if (!lease) continue;
      lease.open = Math.max(0, lease.open - 1);
      lease.lastSeen = now;
    }
  }

  async leave(uuid: string, channels: string[]): Promise<void> {
    for (const channel of channels) this.leases.delete(`${channel}\u0000${uuid}`);
    const left = await this.store.leave(uuid, channels);
    await this.announce(left.map((channel) => ({ channel, uuid, action: 'leave' as const })));
  }

  async setState(uuid: string, channels: string[], state: Record<string, unknown>): Promise<void> {
    const stateJson = JSON.stringify(state);
    await this.store.setState(uuid, channels, stateJson);
    for (const channel of channels) {
      const lease = this.leases.get(`${channel}\u0000${uuid}`);
      if (lease) lease.stateJson = stateJson;
    }
    await this.announce(channels.map((channel) => ({ channel, uuid, action: 'state-change' as const, data: state })));
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async write(writes: PresenceWrite[]): Promise<void> {
    const rows = await this.store.markPresent(writes);
    this.adopt(rows);
    await this.announceDeclaredTimeouts(writes, rows);
    await this.announce(
      rows.flatMap((row): PresenceChange[] => {
        const data = row.state === null ? undefined : (JSON.parse(row.state) as unknown);
        if (row.joined) return [{ channel: row.channel, uuid: row.uuid, action: 'join', data }];
        const written = writes.find((write) => write.channel === row.channel && write.uuid === row.uuid);
        return written?.state ? [{ channel: row.channel, uuid: row.uuid, action: 'state-change', data }] : [];
      }),
    );
  }

  /** Timeouts that differ from what the table held for a client: other nodes may hold its requests with the old one. */
  private async announceDeclaredTimeouts(writes: PresenceWrite[], rows: MarkedPresence[]): Promise<void> {
    const declared = new Map(writes.map((write) => [`${write.channel}\u0000${write.uuid}`, write.timeoutSeconds]));
    const changed = new Map<string, { uuid: string; seconds: number; channels: string[] }>();
    for (const row of rows) {
      const seconds = declared.get(`${row.channel}\u0000${row.uuid}`);
      if (seconds === null || seconds === undefined || seconds === row.previousTimeoutSeconds) continue;
      const key = `${row.uuid}\u0000${seconds}`;
      if (!changed.has(key)) changed.set(key, { uuid: row.uuid, seconds, channels: [] });
      changed.get(key)!.channels.push(row.channel);
    }
    for (const { uuid, channels, seconds } of changed.values()) await this.declareTimeout(uuid, channels, seconds);
  }

  /** A client declared a new timeout through another node: this node's leases of it take it, and refresh at once. */
  followTimeout(uuid: string, channels: string[], seconds: number): void {
    for (const channel of channels) {
      const lease = this.leases.get(`${channel}\u0000${uuid}`);
      if (!lease || lease.timeoutSeconds === seconds) continue;
      lease.timeoutSeconds = seconds;
      lease.writtenExpiry = 0;
    }
  }

  /** Leases take the timeout and expiry the shared table settled on (a timeout declared on another node, say). */
  private adopt(rows: MarkedPresence[]): void {
    for (const row of rows) {
      const lease = this.leases.get(`${row.channel}\u0000${row.uuid}`);
      if (!lease) continue;
      lease.timeoutSeconds = row.timeoutSeconds;
      lease.writtenExpiry = row.expiresAt.getTime();
    }
  }

  private async announce(changes: PresenceChange[]): Promise<void> {
    if (!changes.length) return;
    const occupancy = await this.store.occupancy([...new Set(changes.map((change) => change.channel))]);
    const timestamp = Math.floor(Date.now() / 1000);
    const deferred: IntervalChange[] = [];
    for (const change of changes) {
      const channelOccupancy = occupancy.get(change.channel) ?? 0;
      if (change.action !== 'state-change' && this.interval.defers(channelOccupancy)) {
        deferred.push({ channel: change.channel, uuid: change.uuid, action: change.action });
        continue;
      }
      const event: ClientPresenceEvent = {
        action: change.action,
        uuid: change.uuid,
        timestamp,
        occupancy: channelOccupancy,
        ...(change.data !== undefined ? { data: change.data } : {}),
      };
      await this.emit(change.channel, event);
    }
    await this.interval.defer(deferred);
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.refreshLeases();
      const expired = await this.store.expire();
      await this.announce(expired.map((row) => ({ ...row, action: 'timeout' as const })));
      await this.interval.announceDue();
    } catch (error) {
      this.log.warn({ err: error }, 'presence tick failed');
    } finally {
      this.ticking = false;
    }
  }

  /** Extends the rows of live clients before they run out; forgets clients that went quiet. */
  private async refreshLeases(): Promise<void> {
    const now = Date.now();
    const due: Array<{ channel: string; uuid: string; expiresAt: Date }> = [];
    for (const [key, lease] of this.leases) {
      const timeoutMs = lease.timeoutSeconds * 1000;
      if (lease.open === 0 && lease.lastSeen + timeoutMs <= now) {
        this.leases.delete(key);
        continue;
      }
      const wanted = lease.open > 0 ? now + timeoutMs : lease.lastSeen + timeoutMs;
      const slack = lease.open > 0 ? timeoutMs / 2 : Math.min(timeoutMs / 10, 10_000);
      if (lease.writtenExpiry - (lease.open > 0 ? now : wanted) < (lease.open > 0 ? slack : -slack)) {
        lease.writtenExpiry = wanted;
        due.push({ channel: lease.channel, uuid: lease.uuid, expiresAt: new Date(wanted) });
      }
    }
    if (due.length) await this.store.refresh(due);
  }
}
