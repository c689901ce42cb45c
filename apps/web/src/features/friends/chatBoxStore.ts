import { useSyncExternalStore } from 'react';
import type { Friend } from '@meshwork/contracts';

type Listener = () => void;

/** The friend whose chat box is open; the panel and the drawer both open it, the shell shows it. */
function createChatBoxStore() {
  let current: Friend | null = null;
  const listeners = new Set<Listener>();
  const set = (friend: Friend | null) => {
    current = friend;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    open: (friend: Friend) => set(friend),
    close: () => set(null),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const chatBoxStore = createChatBoxStore();

export function useChatFriend(): Friend | null {
  return useSyncExternalStore(chatBoxStore.subscribe, chatBoxStore.get, chatBoxStore.get);
}
