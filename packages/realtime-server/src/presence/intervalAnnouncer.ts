import type { IntervalChange, PresenceStore } from './presenceStore.js';

/** The presence event that stands for a crowded channel's joins, leaves and timeouts of one interval (protocol §5.8). */
export interface IntervalEvent {
  action: 'interval';
  /** Unix seconds. */
  timestamp: number;
  occupancy: number;
  join?: string[];
  leave?: string[];
  timeout?: string[];
  /** Instead of the lists, when they are too long for one event or not everyone may see them: call here-now. */
  here_now_refresh?: true;
}

export interface IntervalOptions {
  /** Above this many occupants, joins, leaves and timeouts wait for the channel's interval event. */
  announceMax: number;
  intervalSeconds: number;
  /** Whether the event may name uuids: only when every subscriber may see every uuid (open access). */
  listUuids: boolean;
  /** The longest lists one event carries, in bytes of JSON; longer ones become `here_now_refresh`. */
  maxListBytes: number;
}

/**
 * Presence interval mode: above `announceMax` occupants a channel no longer announces each join,
 * leave and timeout; they wait in the shared table, and every `intervalSeconds` one node takes a
 * channel's waiting changes and announces them as one `interval` event with the occupancy.
 */
export class IntervalAnnouncer {
  constructor(
    private readonly store: PresenceStore,
    private readonly emit: (channel: string, event: IntervalEvent) => Promise<void>,
    private readonly options: IntervalOptions,
  ) {}

  /** Whether a join, leave or timeout on a channel of this occupancy (after it) waits for the interval event. */
  defers(occupancy: number): boolean {
    return occupancy > this.options.announceMax;
  }

  async defer(changes: IntervalChange[]): Promise<void> {
    if (changes.length) await this.store.queueIntervalChanges(changes);
  }

  /** Announces the interval event of every channel whose interval is over. */
  async announceDue(): Promise<void> {
    const due = await this.store.takeDueIntervalChanges(this.options.intervalSeconds);
    if (!due.length) return;
    const byChannel = new Map<string, IntervalChange[]>();
    for (const change of due) byChannel.set(change.channel, [...(byChannel.get(change.channel) ?? []), change]);
    const occupancy = await this.store.occupancy([...byChannel.keys()]);
    const timestamp = Math.floor(Date.now() / 1000);
    for (const [channel, changes] of byChannel)
      await this.emit(channel, { action: 'interval', timestamp, occupancy: occupancy.get(channel) ?? 0, ...this.listsOf(changes) });
  }

  private listsOf(changes: IntervalChange[]): Pick<IntervalEvent, 'join' | 'leave' | 'timeout' | 'here_now_refresh'> {
    if (!this.options.listUuids) return { here_now_refresh: true };
    const lists: Partial<Record<IntervalChange['action'], string[]>> = {};
    for (const { action, uuid } of changes) (lists[action] ??= []).push(uuid);
    return JSON.stringify(lists).length > this.options.maxListBytes ? { here_now_refresh: true } : lists;
  }
}
