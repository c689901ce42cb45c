import { presenceStatusOf, type PresenceStatus } from '@meshwork/contracts';

const onlineWindowMs = 5 * 60 * 1000;

/**
 * A member's presence by the rule the web app applies to live presence too: online while connected
 * to the realtime service and active in the last minutes, away while connected but idle, offline
 * without a connection (a member who just left is offline on a reload as live).
 */
export function presenceOf(lastActiveAt: Date | null, connected: boolean, now = new Date()): PresenceStatus {
  const idleMs = lastActiveAt ? now.getTime() - lastActiveAt.getTime() : Infinity;
  return presenceStatusOf({ connected, idle: idleMs >= onlineWindowMs });
}
