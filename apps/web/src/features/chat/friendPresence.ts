import { memberIdOfRealtimeUuid, presenceStatusOf, type PresenceStatus } from '@meshwork/contracts';
import { hereNow, setState, type PresenceEvent, type RealtimeConnection } from '@meshwork/realtime-client';
import { chunks } from './chunks';

// The here-now call takes at most 100 channels.
const hereNowBatch = 100;

const isAway = (state: unknown) => (state as { status?: string } | undefined)?.status === 'away';

/**
 * Whether each friend is online, away or offline, as the presence of the direct conversations
 * says: who is here when the session starts (a friend who is not is offline), then joins, leaves,
 * timeouts and state changes; by the same rule as the server's status (`presenceStatusOf`).
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
  async load(friends: Array<{ friendId: string; channel: string }>): Promise<void> {
    for (const batch of chunks(friends, hereNowBatch)) {
      const here = await hereNow(this.connection, { channels: batch.map(({ channel }) => channel), includeState: true }).catch(() => null);
      if (!here) continue;
      const occupants = Object.values(here.channels).flatMap((channel) => channel.occupants);
      for (const { friendId } of batch) {
        if (this.statuses.has(friendId)) continue;
        const occupant = occupants.find((candidate) => memberIdOfRealtimeUuid(candidate.uuid) === friendId);
        this.statuses.set(friendId, presenceStatusOf({ connected: Boolean(occupant), idle: isAway(occupant?.state) }));
      }
    }
    this.changed();
  }

  heard(event: PresenceEvent, isFriend: (memberId: string) => boolean): void {
    const friendId = event.uuid ? memberIdOfRealtimeUuid(event.uuid) : null;
    if (!friendId || friendId === this.memberId || !isFriend(friendId)) return;
    const connected = event.action !== 'leave' && event.action !== 'timeout';
    this.statuses.set(friendId, presenceStatusOf({ connected, idle: isAway(event.state) }));
    this.changed();
  }

  /** Online while the page is shown, away while it is hidden (state seen by friends). */
  announce(channels: string[], away: boolean): void {
    if (channels.length) void setState(this.connection, { channels, state: { status: away ? 'away' : 'online' } }).catch(() => undefined);
  }
}
