import { cloneElement, lazy } from 'react';
import type { ConfirmDialogProps } from './ConfirmAlert';
import { LoadOnOpen } from './LoadOnOpen';

const ConfirmAlert = lazy(() => import('./ConfirmAlert').then((module) => ({ default: module.ConfirmAlert })));

/** Asks before an action; Escape and Cancel leave everything as it was. Its code loads when it first opens. */
export function ConfirmDialog({ open, onOpenChange, ...props }: ConfirmDialogProps) {
  const { trigger } = props;
  return (
    <LoadOnOpen
      open={open}
      onOpenChange={onOpenChange}
      placeholder={trigger && ((openIt) => cloneElement(trigger, { onClick: openIt, 'aria-haspopup': 'dialog', 'aria-expanded': false }))}
    >
      {(state) => <ConfirmAlert {...props} {...state} />}
    </LoadOnOpen>
  );
}
