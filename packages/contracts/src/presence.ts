// Presence without zod, so that the shell's first load can decide it (its schema is in auth.ts).

export const presenceStatuses = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];

/**
 * The one rule of presence, on the server and in the web app: online while connected and active,
 * away while connected but idle (the page hidden, no activity for a while), offline once not
 * connected, however recently the member was active.
 */
export const presenceStatusOf = ({ connected, idle }: { connected: boolean; idle: boolean }): PresenceStatus =>
  !connected ? 'offline' : idle ? 'away' : 'online';
