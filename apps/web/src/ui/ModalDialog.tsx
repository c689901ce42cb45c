import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import type { OpenState } from './LoadOnOpen';

export interface ModalProps {
  /** What opens it: the content of its trigger button; leave it out to open the dialog from `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerClassName?: string;
  triggerTitle?: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** Modal's dialog, built on the Radix dialog (focus trap, Escape, overlay); loaded when first opened. */
export function ModalDialog({
  trigger,
  open,
  onOpenChange,
  triggerClassName,
  triggerTitle,
  title,
  closeLabel,
  children,
  className,
}: ModalProps & OpenState) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger className={triggerClassName} title={triggerTitle}>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cx(
            'animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-line bg-surface shadow-xl',
            className ?? 'max-w-lg',
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel}>
                <X size={20} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
