import { moderationCopy as copy } from '@meshwork/contracts';
import { ShieldAlert } from 'lucide-react';
import { BrandLink } from '../../ui/BrandLink';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useLogout } from '../auth/useLogout';
import { DecisionList } from './DecisionList';

/** A suspended account's only page: why, what happens to its data, and the appeal. */
export function SuspendedPage() {
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface px-4 py-2 sm:px-6">
        <BrandLink to="/" />
      </header>
      <main className="flex flex-1 justify-center p-4 sm:p-6">
        <Card className="w-full max-w-2xl p-6 sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <ShieldAlert size={24} aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-semibold">{copy.suspendedTitle}</h1>
          <p className="mt-2 text-sm text-fg-muted">{copy.suspendedIntro}</p>
          <div className="mt-6">
            <DecisionList />
          </div>
          <Button variant="ghost" className="mt-6" onClick={() => void logout()}>
            {copy.logOut}
          </Button>
        </Card>
      </main>
    </div>
  );
}
