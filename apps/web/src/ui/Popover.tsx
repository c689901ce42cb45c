import { lazy } from 'react';
import { LoadOnOpen, TriggerLookalike } from './LoadOnOpen';
import type { PopoverProps } from './PopoverPanel';

const PopoverPanel = lazy(() => import('./PopoverPanel').then((module) => ({ default: module.PopoverPanel })));

/** A button that opens a small panel below it; the panel's code loads when it first opens. */
export function Popover({ open, onOpenChange, ...props }: PopoverProps) {
  const { trigger, triggerLabel, triggerClassName } = props;
  return (
    <LoadOnOpen
      open={open}
      onOpenChange={onOpenChange}
      placeholder={(openIt) => (
        <TriggerLookalike popup="dialog" aria-label={triggerLabel} className={triggerClassName} onClick={openIt}>
          {trigger}
        </TriggerLookalike>
      )}
    >
      {(state) => <PopoverPanel {...props} {...state} />}
    </LoadOnOpen>
  );
}
