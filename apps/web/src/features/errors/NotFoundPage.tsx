import { CloudOff, Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { BrandLink } from '../../ui/BrandLink';
import { preloadErrorPath } from './RouteErrorRedirect';

/** The error area (§2): /404 for unknown paths, /error/404 when a page's data could not be loaded. */
export function NotFoundPage() {
  const loadFailed = useLocation().pathname === preloadErrorPath;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface px-4 py-2 sm:px-6">
        <BrandLink to="/" />
      </header>
      <main className="flex flex-1 items-center justify-center p-6">
        <EmptyState
          icon={loadFailed ? CloudOff : Compass}
          headingLevel="h1"
          title={loadFailed ? 'We could not load that page' : 'Page not found'}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              Take me home
            </Link>
          }
        >
          {loadFailed
            ? 'Something went wrong while fetching its data. It may be a hiccup on our side; try again in a moment.'
            : 'The page you are looking for does not exist or has moved. Check the address, or head back home.'}
        </EmptyState>
      </main>
    </div>
  );
}
