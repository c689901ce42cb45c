import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useSession } from '../../api/session';
import { ShellSkeleton } from '../../ui/ShellSkeleton';
import { TwoFactorPanel } from './TwoFactorPanel';
import { useCodeMail } from './useCodeMail';
import { useIsMobile } from './useIsMobile';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * What the shell shows while the session waits for its code (§2): a modal over the shell that
 * Escape, an outside click and the back button cannot close; a full-screen page on a phone.
 * The server refuses everything else to this session anyway.
 */
export function TwoFactorGate() {
  const session = useSession();
  const isMobile = useIsMobile();
  const codeMail = useCodeMail(session?.user_id ?? '');
  // Back and forward stay here; 'Logout for now' and the verified reload still go through.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  // The code is requested once when the step opens, not again on a re-render or a resize.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || !session) return;
    requested.current = true;
    codeMail.send();
  }, [codeMail, session]);

  if (!session) return <ShellSkeleton />;
  if (isMobile) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface px-4 py-8">
        <div className="w-full max-w-sm">
          <TwoFactorPanel session={session} codeMail={codeMail} Title="h1" />
        </div>
      </main>
    );
  }
  return (
    <>
      <ShellSkeleton />
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
          <Dialog.Content
            aria-describedby={undefined}
            onEscapeKeyDown={keepOpen}
            onPointerDownOutside={keepOpen}
            onInteractOutside={keepOpen}
            className="animate-pop-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line bg-surface p-6 shadow-xl sm:p-8"
          >
            <TwoFactorPanel session={session} codeMail={codeMail} Title={Dialog.Title} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
