import { chatReadField } from '@meshwork/contracts';
import { setMemberships, type RealtimeConnection } from '@meshwork/realtime-client';

/**
 * Writes the member's read marker of each conversation (its membership's `lastRead`): one write in
 * flight per conversation, and a marker that moves meanwhile goes in one write after it. A busy
 * service then gets one write per conversation at a time, not one per message shown.
 */
export class ReadMarkers {
  /** Conversations with a write in flight, and the newer marker to write after it. */
  private readonly writing = new Map<string, string | null>();

  constructor(private readonly connection: RealtimeConnection) {}

  /** Markers only move forward: the caller passes a newer one than it passed before. */
  write(channel: string, marker: string): void {
    if (this.writing.has(channel)) {
      this.writing.set(channel, marker);
      return;
    }
    this.writing.set(channel, null);
    void setMemberships(this.connection, { channels: [{ channel, custom: { [chatReadField]: marker } }] })
      .catch(() => undefined)
      .finally(() => {
        const next = this.writing.get(channel);
        this.writing.delete(channel);
        if (next) this.write(channel, next);
      });
  }
}
