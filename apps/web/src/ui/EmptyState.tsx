import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** What the member can do next. */
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, action, headingLevel: Heading = 'h2', className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-soft text-fg">
        <Icon size={24} aria-hidden />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children && <div className="mt-2 max-w-sm text-sm text-fg-muted">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
