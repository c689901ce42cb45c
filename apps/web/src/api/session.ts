import { useSyncExternalStore } from 'react';
import type { AuthSession } from '@meshwork/contracts';

export const sessionStorageKey = 'meshwork.session';

type Listener = () => void;

function readStoredSession(): AuthSession | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // A hand-edited or outdated entry without a token is no session at all.
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as AuthSession).token === 'string'
      ? (parsed as AuthSession)
      : null;
  } catch {
    return null;
  }
}

/** The one place the session lives: localStorage behind a store the UI can subscribe to. */
function createSessionStore() {
  let current = readStoredSession();
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  // Another tab logging in or out changes this tab too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== sessionStorageKey && event.key !== null) return;
      current = readStoredSession();
      notify();
    });
  }

  return {
    get: (): AuthSession | null => current,
    token: (): string | null => current?.token ?? null,
    set(session: AuthSession) {
      current = session;
      localStorage.setItem(sessionStorageKey, JSON.stringify(session));
      notify();
    },
    update(changes: Partial<AuthSession>) {
      if (current) this.set({ ...current, ...changes });
    },
    /** Ends the session; answers whether there was one to end. */
    clear(): boolean {
      const hadSession = current !== null;
      current = null;
      localStorage.removeItem(sessionStorageKey);
      if (hadSession) notify();
      return hadSession;
    },
    /** Re-reads localStorage, for tests and for code that wrote it directly. */
    reload() {
      current = readStoredSession();
      notify();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore();

export function useSession(): AuthSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
