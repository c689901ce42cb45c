import { useSession } from '../api/session';
import { realtimeConnectionOf } from './connection';
import { TabSubscription } from './tabSubscription';

/** The tab's subscription of the signed-in member: one per session token, ended when it changes. */
let current: { token: string; tab: TabSubscription } | null = null;

function tabSubscriptionOf(memberId: string, token: string): TabSubscription {
  if (current?.token !== token) {
    current?.tab.stop();
    current = { token, tab: new TabSubscription(realtimeConnectionOf(memberId, token)) };
  }
  return current.tab;
}

/** The tab's one subscription, on which features register their channels; null while signed out. */
export function useTabSubscription(): TabSubscription | null {
  const session = useSession();
  return session?.user_id && session.token ? tabSubscriptionOf(session.user_id, session.token) : null;
}
