import type { PresenceStatus } from '@meshwork/contracts';

const onlineWindowMs = 5 * 60 * 1000;
const awayWindowMs = 30 * 60 * 1000;

/**
 * A member's presence: online while connected to the realtime service and active in the last
 * minutes; away while connected but idle, or recently active without a connection; else offline.
 */
export function presenceOf(lastActiveAt: Date | null, connected: boolean, now = new Date()): PresenceStatus {
  const idleMs = lastActiveAt ? now.getTime() - lastActiveAt.getTime() : Infinity;
  if (connected) return idleMs < onlineWindowMs ? 'online' : 'away';
  return idleMs < awayWindowMs ? 'away' : 'offline';
}
