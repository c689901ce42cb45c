import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  caseStatusCopy,
  caseStatuses,
  moderationQueueCopy as copy,
  reportsCopy,
  reportTargetCopy,
  type CaseSummary,
} from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { moderationPaths } from '../../paths/moderationPaths';
import { ModerationTabs } from '../moderation/ModerationTabs';
import { targetIcons, topCategories } from './caseDisplay';
import { casesQuery, type AssigneeFilter, type CaseStatusFilter } from './moderationQueries';

const assignees: { value: AssigneeFilter; label: string }[] = [
  { value: 'any', label: copy.assigneeAny },
  { value: 'me', label: copy.assigneeMe },
  { value: 'none', label: copy.assigneeNone },
];

const chip = (active: boolean) =>
  cx(
    'flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors duration-150',
    active ? 'border-accent bg-accent-soft font-medium text-fg' : 'border-line text-fg-muted hover:bg-muted',
  );

/** `/moderation`: the report cases, filtered by status and assignee, newest report first. */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const status = (caseStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as CaseStatusFilter)
    : 'open';
  const assignee = (['me', 'none'] as string[]).includes(params.get('assignee') ?? '') ? (params.get('assignee') as AssigneeFilter) : 'any';
  const cases = useInfiniteQuery(casesQuery(status, assignee));
  const items = cases.data?.pages.flatMap((page) => page.items) ?? [];
  const choose = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return (
    <section aria-labelledby="moderation-title" className="flex flex-col gap-4">
      <h1 id="moderation-title" className="text-2xl font-semibold">
        {copy.pageTitle}
      </h1>
      <ModerationTabs current="reports" />
      <div className="flex flex-col gap-2">
        <div role="group" aria-label={copy.statusFilter} className="flex flex-wrap gap-2">
          {caseStatuses.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              className={chip(status === value)}
              onClick={() => choose('status', value)}
            >
              {caseStatusCopy[value]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={copy.assigneeFilter} className="flex flex-wrap gap-2">
          {assignees.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={assignee === value}
              className={chip(assignee === value)}
              onClick={() => choose('assignee', value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {cases.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : cases.isError && items.length === 0 ? (
        <InlineAlert tone="error">
          {copy.loadFailed}{' '}
          <button type="button" className="underline" onClick={() => void cases.refetch()}>
            {copy.retry}
          </button>
        </InlineAlert>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={Inbox} title={status === 'open' && assignee === 'any' ? reportsCopy.noOpenReports : reportsCopy.noCases}>
            {status === 'open' && assignee === 'any' ? copy.emptyHint : copy.noneHere}
          </EmptyState>
        </Card>
      ) : (
        <Card as="section" aria-label={copy.reportsTab} className="overflow-hidden">
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <CaseRow key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      )}
      {cases.hasNextPage && (
        <Button variant="ghost" className="self-center" onClick={() => void cases.fetchNextPage()} loading={cases.isFetchingNextPage}>
          {copy.loadMore}
        </Button>
      )}
    </section>
  );
}

function CaseRow({ item }: { item: CaseSummary }) {
  const Icon = targetIcons[item.target_type];
  return (
    <li>
      <Link to={moderationPaths.case(item.id)} className="flex items-start gap-3 p-4 transition-colors duration-150 hover:bg-muted">
        <span
          className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-muted"
          title={reportTargetCopy[item.target_type]}
        >
          <Icon size={20} aria-hidden />
          <span className="sr-only">{reportTargetCopy[item.target_type]}</span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{item.excerpt || reportTargetCopy[item.target_type]}</span>
          <span className="mt-0.5 block text-sm text-fg-muted">
            {item.target_member ? `@${item.target_member.username}` : copy.deletedMember} · {copy.reportsCount(item.reports_count)} ·{' '}
            {topCategories(item.categories).join(', ')}
          </span>
          <span className="mt-0.5 block text-xs text-fg-muted">
            <time dateTime={item.last_reported_at}>{timeAgo(item.last_reported_at)}</time> ·{' '}
            {item.assignee ? copy.assignedTo(item.assignee.nickname) : copy.unassigned}
          </span>
        </span>
      </Link>
    </li>
  );
}
