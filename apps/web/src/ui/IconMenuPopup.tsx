import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { iconMenuTrigger } from './iconMenuTrigger';
import type { OpenState } from './LoadOnOpen';

/** The look of a menu of text actions, which most icon menus are. */
const listMenu = 'animate-pop-in z-50 min-w-44 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-lg';
const listMenuItem =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

export interface IconMenuItem {
  key: string;
  content: ReactNode;
  onSelect: () => void;
  /** An accessible name and tooltip, for items that show only a symbol. */
  label?: string;
  className?: string;
}

export interface IconMenuProps {
  /** The trigger's accessible name, icon and classes (the usual icon button's by default). */
  label: string;
  icon: ReactNode;
  triggerClassName?: string;
  /** The menu's classes and the classes every item shares (a list of text actions by default), and where it opens. */
  className?: string;
  itemClassName?: string;
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
  triggerClassName = iconMenuTrigger,
  className = listMenu,
  itemClassName = listMenuItem,
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
