import type { PresenceStatus } from '@meshwork/contracts';

const onlineWindowMs = 5 * 60 * 1000;
const awayWindowMs = 30 * 60 * 1000;

/** Presence from the member's last activity, until the realtime service reports it live. */
export function presenceFromActivity(lastActiveAt: Date | null, now = new Date()): PresenceStatus {
  if (!lastActiveAt) return 'offline';
  const idleMs = now.getTime() - lastActiveAt.getTime();
  if (idleMs < onlineWindowMs) return 'online';
  return idleMs < awayWindowMs ? 'away' : 'offline';
}
