import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { authCopy } from '@meshwork/contracts';
import { takeReturnPath } from '../../api/returnPath';
import { Button } from '../../ui/Button';
import { ShellSkeleton } from '../../ui/ShellSkeleton';
import { homePath, loginPath } from './guards';
import { LoginForm } from './LoginForm';
import { landingPathFor } from './useLogin';

/** `/?login=show` after a session expired: log in again and return to where you were. */
export function LoginPromptPage() {
  const navigate = useNavigate();
  return (
    <>
      <ShellSkeleton />
      <Dialog.Root open onOpenChange={(open) => !open && void navigate(loginPath, { replace: true })}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content
            // Start in the form rather than on the close button.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).querySelector('input')?.focus();
            }}
            className="animate-pop-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface p-6 shadow-xl"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-xl font-semibold">{authCopy.sessionExpired}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-fg-muted">Log in again to pick up where you left off.</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close and go to the login page" className="-mt-2 -mr-2">
                  <X size={20} aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <div className="mt-6">
              <LoginForm onLoggedIn={(session) => void navigate(landingPathFor(session, takeReturnPath(homePath)), { replace: true })} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
