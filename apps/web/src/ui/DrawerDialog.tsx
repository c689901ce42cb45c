import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  children: ReactNode;
}

/** Drawer's sheet, built on the Radix dialog (focus trap, Escape, overlay); loaded when first opened. */
export function DrawerDialog({ open, onOpenChange, side, title, children }: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // Following a link inside the drawer leaves what it was opened for.
          onClick={(event) => (event.target as HTMLElement).closest('a[href]') && onOpenChange(false)}
          className={cx(
            'fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-page shadow-xl',
            side === 'left' ? 'animate-slide-from-left left-0' : 'animate-slide-from-right right-0',
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={`Close ${title.toLowerCase()}`}>
                <X size={20} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
