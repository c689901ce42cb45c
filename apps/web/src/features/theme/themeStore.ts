import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';

// Keep in step with public/theme-boot.js, which applies the choice before the first paint.
const themeStorageKey = 'meshwork.theme';
const darkQuery = '(prefers-color-scheme: dark)';

function readChoice(): ThemeChoice {
  const saved = localStorage.getItem(themeStorageKey);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

function createThemeStore() {
  let choice = readChoice();
  const listeners = new Set<() => void>();
  return {
    get: () => choice,
    set(next: ThemeChoice) {
      choice = next;
      if (next === 'system') localStorage.removeItem(themeStorageKey);
      else localStorage.setItem(themeStorageKey, next);
      applyTheme(next);
      listeners.forEach((listener) => listener());
    },
    /** Follows the system setting while the member has not picked a theme. */
    start() {
      applyTheme(choice);
      window.matchMedia?.(darkQuery).addEventListener('change', () => applyTheme(choice));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const themeStore = createThemeStore();

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}
