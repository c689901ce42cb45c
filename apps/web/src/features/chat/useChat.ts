import type { MutedConversation } from '@meshwork/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { TabSubscription } from '../../realtime/tabSubscription';
import { DirectConversations } from './directConversations';

type Listener = () => void;

/** The signed-in member's chat session: one per shell, created and ended by `useChatSessionOf`. */
const current = {
  session: null as DirectConversations | null,
  listeners: new Set<Listener>(),
  set(session: DirectConversations | null) {
    this.session = session;
    this.listeners.forEach((listener) => listener());
  },
};

const onSessionChange = (listener: Listener) => {
  current.listeners.add(listener);
  return () => void current.listeners.delete(listener);
};
const currentSession = () => current.session;

/** Reads from the chat session, re-rendering on each change; `fallback` while there is none. */
export function useChat<T>(read: (session: DirectConversations) => T, fallback: T): T {
  const session = useSyncExternalStore(onSessionChange, currentSession);
  const subscribeToSession = useCallback((listener: Listener) => session?.subscribe(listener) ?? (() => undefined), [session]);
  // Re-renders on every change of the session; `read` then takes what it needs.
  useSyncExternalStore(subscribeToSession, () => session?.snapshot() ?? 0);
  return session ? read(session) : fallback;
}

/** The current session, for actions (send, retry, open). */
export const chatSession = (): DirectConversations | null => current.session;

/**
 * Runs the member's chat session while the shell is up: it leaves every conversation when the
 * page closes (friends see the member offline at once) and says "away" while the page is hidden.
 */
export function useChatSessionOf(
  tab: TabSubscription | null,
  memberId: string | undefined,
  friendIds: string[],
  onClosed: (friendIds: string[]) => void,
): void {
  const friendsKey = friendIds.join(',');
  const closedListener = useRef(onClosed);
  useEffect(() => {
    closedListener.current = onClosed;
  });
  useEffect(() => {
    if (!tab || !memberId) return;
    const session = new DirectConversations(tab, memberId, friendsKey ? friendsKey.split(',') : [], (closed) =>
      closedListener.current(closed),
    );
    current.set(session);
    const leave = () => session.stop();
    const visibility = () => session.setAway(document.visibilityState === 'hidden');
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', visibility);
      session.stop();
      current.set(null);
    };
  }, [tab, memberId, friendsKey]);
}

/**
 * Hands the member's group conversations (for their unread counts) and muted conversations (out of
 * the unread total) to the chat session, again to each new session.
 */
export function useChatGroups(channels: string[], mutes: readonly MutedConversation[] | undefined): void {
  const session = useSyncExternalStore(onSessionChange, currentSession);
  const channelsKey = channels.join(',');
  useEffect(() => {
    session?.setGroups(channelsKey ? channelsKey.split(',') : []);
  }, [session, channelsKey]);
  useEffect(() => {
    if (mutes) session?.setMuted(mutes);
  }, [session, mutes]);
}
