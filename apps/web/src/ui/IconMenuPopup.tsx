import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import type { OpenState } from './LoadOnOpen';

export interface IconMenuItem {
  key: string;
  content: ReactNode;
  onSelect: () => void;
  /** An accessible name and tooltip, for items that show only a symbol. */
  label?: string;
  className?: string;
}

export interface IconMenuProps {
  /** The trigger's accessible name, icon and classes. */
  label: string;
  icon: ReactNode;
  triggerClassName: string;
  /** The menu's classes, the classes every item shares, and where it opens. */
  className: string;
  itemClassName: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'center' | 'end';
  items: IconMenuItem[];
}

/**
 * IconMenu's menu, built on the Radix dropdown; loaded when first opened. Not modal: a modal menu
 * hides the page with aria-hidden while its focusable controls stay reachable.
 */
export function IconMenuPopup({
  label,
  icon,
  triggerClassName,
  className,
  itemClassName,
  side,
  align,
  items,
  open,
  onOpenChange,
}: IconMenuProps & OpenState) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side={side} align={align} sideOffset={4} className={className}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              aria-label={item.label}
              title={item.label}
              onSelect={item.onSelect}
              className={cx(itemClassName, item.className)}
            >
              {item.content}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
