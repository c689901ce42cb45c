import { useSyncExternalStore } from 'react';
import { chatLimits, type Friend } from '@meshwork/contracts';

type Listener = () => void;

/** The friends whose chat boxes are open, newest first; the panel, the drawer and the header open them. */
function createChatBoxStore() {
  let current: Friend[] = [];
  const listeners = new Set<Listener>();
  const set = (friends: Friend[]) => {
    current = friends;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    open: (friend: Friend) => set([friend, ...current.filter((open) => open.user_id !== friend.user_id)].slice(0, chatLimits.openBoxesMax)),
    close: (friendId: string) => set(current.filter((open) => open.user_id !== friendId)),
    closeAll: () => set([]),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const chatBoxStore = createChatBoxStore();

export function useOpenChats(): Friend[] {
  return useSyncExternalStore(chatBoxStore.subscribe, chatBoxStore.get, chatBoxStore.get);
}
