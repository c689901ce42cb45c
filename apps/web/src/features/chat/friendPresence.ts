import { memberIdOfRealtimeUuid, type PresenceStatus } from '@meshwork/contracts';
import { hereNow, setState, type PresenceEvent, type RealtimeConnection } from '@meshwork/realtime-client';
import { chunks } from './chunks';

// The here-now call takes at most 100 channels.
const hereNowBatch = 100;

/**
 * Whether each friend is online, away or offline, as the presence of the direct conversations
 * says: who is here when the session starts, then joins, leaves, timeouts and state changes.
 */
export class FriendPresence {
  private readonly statuses = new Map<string, PresenceStatus>();

  constructor(
    private readonly connection: RealtimeConnection,
    private readonly memberId: string,
    private readonly changed: () => void,
  ) {}

  of(friendId: string): PresenceStatus | undefined {
    return this.statuses.get(friendId);
  }

  /** Who is here already: presence events only tell what changes after the subscription starts. */
  async load(channels: string[], isFriend: (memberId: string) => boolean): Promise<void> {
    for (const batch of chunks(channels, hereNowBatch)) {
      const here = await hereNow(this.connection, { channels: batch, includeState: true }).catch(() => null);
      for (const occupant of Object.values(here?.channels ?? {}).flatMap((channel) => channel.occupants)) {
        const friendId = memberIdOfRealtimeUuid(occupant.uuid);
        if (!friendId || friendId === this.memberId || !isFriend(friendId) || this.statuses.has(friendId)) continue;
        this.statuses.set(friendId, (occupant.state as { status?: string } | undefined)?.status === 'away' ? 'away' : 'online');
      }
    }
    this.changed();
  }

  heard(event: PresenceEvent, isFriend: (memberId: string) => boolean): void {
    const friendId = event.uuid ? memberIdOfRealtimeUuid(event.uuid) : null;
    if (!friendId || friendId === this.memberId || !isFriend(friendId)) return;
    const state = event.state as { status?: string } | undefined;
    const status: PresenceStatus =
      event.action === 'leave' || event.action === 'timeout' ? 'offline' : state?.status === 'away' ? 'away' : 'online';
    this.statuses.set(friendId, status);
    this.changed();
  }

  /** Online while the page is shown, away while it is hidden (state seen by friends). */
  announce(channels: string[], away: boolean): void {
    if (channels.length) void setState(this.connection, { channels, state: { status: away ? 'away' : 'online' } }).catch(() => undefined);
  }
}
