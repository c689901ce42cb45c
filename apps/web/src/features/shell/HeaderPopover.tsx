import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { UnreadBadge } from '../../ui/UnreadBadge';

interface HeaderPopoverProps {
  icon: LucideIcon;
  label: string;
  /** Unread items; the badge only shows when there are some. */
  count?: number;
  title: string;
  children: ReactNode;
}

/** A header icon that opens a small panel, e.g. notifications or messages. */
export function HeaderPopover({ icon: Icon, label, count = 0, title, children }: HeaderPopoverProps) {
  return (
    <Popover
      trigger={
        <>
          <Icon size={20} aria-hidden />
          <UnreadBadge count={count} />
        </>
      }
      triggerLabel={`${label}, ${count} unread`}
      triggerClassName={buttonClasses('ghost', 'icon', 'relative')}
      label={label}
      className="animate-pop-in z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-4 shadow-lg"
    >
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="mt-2 text-sm text-fg-muted">{children}</div>
    </Popover>
  );
}
