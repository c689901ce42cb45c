import { useSyncExternalStore } from 'react';

/**
 * The ids of posts announced live on the member's user channel since the feed last took them.
 * A burst of announcements only grows this set: the feed fetches nothing until the member asks.
 */
let arrivals: readonly string[] = [];
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function addArrival(postId: string): void {
  if (arrivals.includes(postId)) return;
  arrivals = [...arrivals, postId];
  emit();
}

export function clearArrivals(): void {
  arrivals = [];
  emit();
}

export const useArrivals = (): readonly string[] => useSyncExternalStore(subscribe, () => arrivals);
