import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import type { OpenState } from './LoadOnOpen';

export interface PopoverProps {
  /** The trigger button's content, accessible name and classes. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName: string;
  /** The panel's accessible name, classes and content. */
  label: string;
  className: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Popover's panel, built on the Radix popover, below the trigger's end; loaded when first opened. */
export function PopoverPanel({
  trigger,
  triggerLabel,
  triggerClassName,
  label,
  className,
  children,
  open,
  onOpenChange,
}: PopoverProps & OpenState) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} aria-label={label} className={className}>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
