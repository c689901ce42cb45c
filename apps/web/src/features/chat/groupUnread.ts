import { chatReadField, realtimeUuidOf } from '@meshwork/contracts';
import { getMemberships, messageCounts, type RealtimeConnection } from '@meshwork/realtime-client';

// The counts call takes at most 100 channels.
const countsBatch = 100;

/**
 * Unread counts of the member's group conversations, as for direct ones: message counts after the
 * member's own read marker (its membership's `lastRead`), then counted live from the chat session's
 * subscription. The group page moves the marker, which brings its count back to zero.
 */
export class GroupUnread {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly connection: RealtimeConnection,
    private readonly memberId: string,
    private readonly changed: () => void,
  ) {}

  channels(): string[] {
    return [...this.counts.keys()];
  }

  has(channel: string): boolean {
    return this.counts.has(channel);
  }

  countOf(channel: string): number {
    return this.counts.get(channel) ?? 0;
  }

  /** The member's groups now: gone ones are forgotten, new ones start at zero. Returns the new ones. */
  track(channels: readonly string[]): string[] {
    const wanted = new Set(channels);
    const added = channels.filter((channel) => !this.counts.has(channel));
    for (const channel of this.counts.keys()) if (!wanted.has(channel)) this.counts.delete(channel);
    for (const channel of added) this.counts.set(channel, 0);
    if (added.length || wanted.size !== this.counts.size) this.changed();
    return added;
  }

  /** Counts what arrived in these groups since the member last read them. */
  async load(channels: readonly string[]): Promise<void> {
    if (!channels.length) return;
    try {
      const memberships = await getMemberships(this.connection, { include: ['custom'] });
      const markers = new Map(memberships.data.map((membership) => [membership.channel.id, membership.custom?.[chatReadField]]));
      for (let start = 0; start < channels.length; start += countsBatch) {
        const batch = channels.slice(start, start + countsBatch);
        const counts = await messageCounts(this.connection, {
          channels: batch,
          channelTimetokens: batch.map((channel) => {
            const marker = markers.get(channel);
            return typeof marker === 'string' ? marker : '0';
          }),
        });
        for (const channel of batch) if (this.counts.has(channel)) this.counts.set(channel, counts.channels[channel] ?? 0);
      }
      this.changed();
    } catch {
      // Counts are a convenience: live messages still count from here on.
    }
  }

  /** A message arrived in a group: unless it is the member's own, it counts until the member reads it. */
  received(channel: string, authorUuid: string | undefined): void {
    if (!this.counts.has(channel) || authorUuid === realtimeUuidOf(this.memberId)) return;
    this.counts.set(channel, this.countOf(channel) + 1);
    this.changed();
  }

  /** The member's read marker moved (the group page, in this tab or another). */
  read(channel: string): void {
    if (!this.countOf(channel)) return;
    this.counts.set(channel, 0);
    this.changed();
  }

  /** The service refused these channels (the member left or was removed): true when some were groups. */
  forget(channels: readonly string[]): boolean {
    const gone = channels.filter((channel) => this.counts.delete(channel));
    if (gone.length) this.changed();
    return gone.length > 0;
  }
}
