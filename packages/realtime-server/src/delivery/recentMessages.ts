import type { BusMessage } from '../bus/busMessage.js';

interface ChannelRecent {
  /** Oldest first: the bus delivers in timetoken order. */
  messages: BusMessage[];
  /** This node holds every message of the channel newer than this timetoken. */
  completeAfter: bigint;
}

/**
 * The last messages of each channel this node received from the bus, so that a subscriber
 * resuming with a recent cursor catches up from memory. `completeAfter(channel)` says how far back
 * that memory is complete; anything older comes from the database.
 */
export class RecentMessages {
  private readonly channels = new Map<string, ChannelRecent>();

  /** `horizon`: the bus's newest timetoken when this node started listening. */
  constructor(
    private horizon: bigint,
    private readonly perChannel: number,
  ) {}

  append(message: BusMessage): void {
    let recent = this.channels.get(message.channel);
    if (!recent) {
      recent = { messages: [], completeAfter: this.horizon };
      this.channels.set(message.channel, recent);
    }
    recent.messages.push(message);
    if (recent.messages.length > this.perChannel) recent.completeAfter = recent.messages.shift()!.timetoken;
  }

  completeAfter(channel: string): bigint {
    return this.channels.get(channel)?.completeAfter ?? this.horizon;
  }

  /** The channels this node remembers whose names start with `prefix` (a wildcard's). */
  channelsUnder(prefix: string): string[] {
    return [...this.channels.keys()].filter((channel) => channel.startsWith(prefix));
  }

  /** Messages of the channel newer than `cursor`, oldest first. */
  after(channel: string, cursor: bigint): BusMessage[] {
    const messages = this.channels.get(channel)?.messages;
    if (!messages?.length || messages[messages.length - 1]!.timetoken <= cursor) return [];
    let low = 0;
    let high = messages.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (messages[middle]!.timetoken <= cursor) low = middle + 1;
      else high = middle;
    }
    return messages.slice(low);
  }

  /** Forgets one message (its insert failed): catch-up then answers what the database holds. */
  withdraw(channel: string, timetoken: bigint): void {
    const messages = this.channels.get(channel)?.messages;
    const index = messages?.findIndex((message) => message.timetoken === timetoken) ?? -1;
    if (index >= 0) messages!.splice(index, 1);
  }

  /** Forgets channels quiet since `before`; their history stays in the database. */
  forgetQuietSince(before: bigint): void {
    for (const [channel, recent] of this.channels) {
      const newest = recent.messages[recent.messages.length - 1]?.timetoken ?? 0n;
      if (newest >= before) continue;
      this.channels.delete(channel);
      if (newest > this.horizon) this.horizon = newest;
    }
  }

  /** Messages before `horizon` may have been missed (a bus outage): memory is complete only after it. */
  distrustBefore(horizon: bigint): void {
    if (horizon > this.horizon) this.horizon = horizon;
    for (const recent of this.channels.values()) if (recent.completeAfter < horizon) recent.completeAfter = horizon;
  }
}
