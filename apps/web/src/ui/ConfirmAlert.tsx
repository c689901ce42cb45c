import { AlertDialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { buttonClasses, type ButtonVariant } from './Button';
import type { OpenState } from './LoadOnOpen';

export interface ConfirmDialogProps {
  /** The control that opens the dialog (a button element); leave it out to open the dialog from `open`. */
  trigger?: ReactElement<{ onClick?: () => void; 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean }>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** `danger` for what cannot be undone. */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
}

/** ConfirmDialog's dialog, built on the Radix alert dialog; loaded when first opened. */
export function ConfirmAlert({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
}: ConfirmDialogProps & OpenState) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="animate-pop-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-fg-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses(confirmVariant)} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
