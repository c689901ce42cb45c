// Apart from groups.ts so that the shell, which hears these, loads no zod.

/** What the server publishes on a member's user channel when it joins or leaves a group: the web app refetches its groups. */
export interface LiveGroupsChange {
  kind: 'groups';
}

export const liveGroupsChange: LiveGroupsChange = { kind: 'groups' };

export const isLiveGroupsChange = (message: unknown): message is LiveGroupsChange =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === liveGroupsChange.kind;
