import { lazy } from 'react';
import { LoadOnOpen, TriggerLookalike } from './LoadOnOpen';
import type { ModalProps } from './ModalDialog';

const ModalDialog = lazy(() => import('./ModalDialog').then((module) => ({ default: module.ModalDialog })));

/** A centred dialog with a title bar and a scrolling body; its code loads when it first opens. */
export function Modal({ open, onOpenChange, ...props }: ModalProps) {
  const { trigger, triggerClassName, triggerTitle } = props;
  return (
    <LoadOnOpen
      open={open}
      onOpenChange={onOpenChange}
      placeholder={
        trigger === undefined
          ? undefined
          : (openIt) => (
              <TriggerLookalike popup="dialog" className={triggerClassName} title={triggerTitle} onClick={openIt}>
                {trigger}
              </TriggerLookalike>
            )
      }
    >
      {(state) => <ModalDialog {...props} {...state} />}
    </LoadOnOpen>
  );
}
