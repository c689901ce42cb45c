import { moderationQueueCopy as copy } from '@meshwork/contracts';
import { Link } from 'react-router';
import { cx } from '../../ui/cx';
import { moderationPaths } from '../../paths/moderationPaths';

/** The tabs of the moderation area: Reports and Appeals. */
export function ModerationTabs({ current }: { current: 'reports' | 'appeals' }) {
  return (
    <nav aria-label={copy.pageTitle} className="flex gap-1 border-b border-line">
      {[
        { key: 'reports', label: copy.reportsTab, to: moderationPaths.queue },
        { key: 'appeals', label: copy.appealsTab, to: moderationPaths.appeals },
      ].map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? 'page' : undefined}
          className={cx(
            '-mb-px flex min-h-11 items-center border-b-2 px-4 text-sm font-medium',
            tab.key === current ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
