import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';
import { toasterDemand } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Tells the toasts it listens: this effect runs after the Toaster's own, which subscribes. */
function Listening({ children }: { children: ReactNode }) {
  useEffect(() => toasterDemand.listening(), []);
  return children;
}

/** The app's toasts, top centre: mounted (and sonner loaded) when the first toast comes. */
export function AppToaster({ theme }: { theme?: ToasterProps['theme'] }) {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Listening>
        <Toaster theme={theme} position="top-center" closeButton />
      </Listening>
    </Suspense>
  );
}
