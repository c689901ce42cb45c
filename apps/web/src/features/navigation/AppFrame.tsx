import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';
import { TopProgressBar } from './TopProgressBar';

/** Wraps every route: the navigation loader and scroll restoration. */
export function AppFrame() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's loaders run. */
export function AppLoading() {
  return (
    <>
      <TopProgressBar />
      <div className="h-16 border-b border-line bg-surface" />
    </>
  );
}
