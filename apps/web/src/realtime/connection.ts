import { realtimeUuidOf } from '@meshwork/contracts';
import { createRealtimeConnection, type RealtimeConnection } from '@meshwork/realtime-client';

/** The realtime service's keys from the environment configuration (the server's `PUBLISH_KEY` and `SUBSCRIBE_KEY`). */
const realtimeKeys = {
  publishKey: import.meta.env.VITE_PUBLISH_KEY ?? 'pub-c-meshwork-dev',
  subscribeKey: import.meta.env.VITE_SUBSCRIBE_KEY ?? 'sub-c-meshwork-dev',
};

/**
 * A member's connection to the realtime service, served from the page's own origin: its identity
 * is the member id plus the fixed suffix, its `auth` the session token, which every request also
 * carries as `token` (§7).
 */
export function realtimeConnectionOf(memberId: string, token: string): RealtimeConnection {
  return createRealtimeConnection({
    origin: window.location.origin,
    ...realtimeKeys,
    userId: realtimeUuidOf(memberId),
    authKey: token,
    query: { token },
  });
}
