import { useSyncExternalStore } from 'react';

// Phones and small tablets in portrait: where a modal over the shell has no room (§2).
const mobileQuery = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
