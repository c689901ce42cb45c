// Apart from the notification phrases: the web app's shell hears live notifications on every page,
// while the phrases load with the notification list.

/** What the server publishes on a member's user channel when a notification arrives; the web app refetches. */
export interface LiveNotification {
  kind: 'notification';
  id: string;
  type: string;
}

export const isLiveNotification = (message: unknown): message is LiveNotification =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'notification';
