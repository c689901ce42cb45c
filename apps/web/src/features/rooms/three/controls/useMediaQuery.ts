import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes (a tablet's keyboard attached, reduced motion turned on). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
