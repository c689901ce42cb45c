import { moderationActions, moderationCopy as copy, type ModerationAction } from '@meshwork/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { auditLogQuery } from './moderationQueries';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `/admin/action_logs`: the audit log, for administrators; read only. */
export function AuditLogPage() {
  const [action, setAction] = useState<ModerationAction | ''>('');
  const log = useInfiniteQuery(auditLogQuery(action));
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold">{copy.auditTitle}</h1>
        <p className="mt-1 text-sm text-fg-muted">{copy.auditIntro}</p>
      </header>
      <label className="flex w-fit items-center gap-2 text-sm">
        <span>Action</span>
        <select
          value={action}
          onChange={(event) => setAction(event.target.value as ModerationAction | '')}
          className="rounded-lg border border-line bg-surface px-2 py-1"
        >
          <option value="">{copy.allActions}</option>
          {moderationActions.map((name) => (
            <option key={name} value={name}>
              {copy.loggedActions[name]}
            </option>
          ))}
        </select>
      </label>
      {log.isPending ? (
        <Skeleton className="h-48" />
      ) : log.isError ? (
        <InlineAlert tone="error">
          {copy.auditLoadFailed}{' '}
          <button type="button" className="underline" onClick={() => void log.refetch()}>
            {copy.retry}
          </button>
        </InlineAlert>
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={copy.noEntries} />
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface" aria-label={copy.auditTitle}>
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.created_at} className="shrink-0 text-xs text-fg-muted sm:w-40">
                {when.format(new Date(entry.created_at))}
              </time>
              <p className="min-w-0">
                <span className="font-medium">{entry.actor_name}</span> · {copy.loggedActions[entry.action]}
                {entry.subject && (
                  <>
                    {' '}
                    · {entry.subject.nickname} @{entry.subject.username}
                  </>
                )}
                {entry.reason && <span className="block text-fg-muted">{entry.reason}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {copy.loadMore}
        </Button>
      )}
    </div>
  );
}
