import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Last resort for an error outside the guarded areas, e.g. a page chunk that failed to download. */
export function AppErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <EmptyState
        icon={TriangleAlert}
        title={messages.somethingWentWrong}
        headingLevel="h1"
        action={
          <>
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <a href="/" className={buttonClasses('secondary')}>
              Go home
            </a>
          </>
        }
      >
        The page could not be shown. Check your connection and try again.
      </EmptyState>
    </main>
  );
}
