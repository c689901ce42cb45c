import { moderationCopy as copy, type Appeal } from '@meshwork/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { appealsQuery, useDecideAppeal } from './moderationQueries';
import { ModerationTabs } from './ModerationTabs';

/** `/moderation/appeals`: members' appeals waiting for staff, each granted (reversing the action) or denied. */
export function AppealsPage() {
  const appeals = useInfiniteQuery(appealsQuery('pending'));
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <ModerationTabs current="appeals" />
      <h1 className="text-2xl font-semibold">{copy.appealsTitle}</h1>
      {appeals.isPending ? (
        <Skeleton className="h-40" />
      ) : appeals.isError ? (
        <InlineAlert tone="error">
          {copy.appealsLoadFailed}{' '}
          <button type="button" className="underline" onClick={() => void appeals.refetch()}>
            {copy.retry}
          </button>
        </InlineAlert>
      ) : items.length === 0 ? (
        <EmptyState icon={Scale} title={copy.noAppeals} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
      )}
      {appeals.hasNextPage && (
        <Button variant="secondary" loading={appeals.isFetchingNextPage} onClick={() => void appeals.fetchNextPage()}>
          {copy.loadMore}
        </Button>
      )}
    </div>
  );
}

function AppealCard({ appeal }: { appeal: Appeal }) {
  const [reason, setReason] = useState('');
  const decide = useDecideAppeal(appeal.id);
  const send = (decision: 'grant' | 'deny') => reason.trim() && decide.mutate({ decision, reason: reason.trim() });
  return (
    <article className="rounded-xl border border-line bg-surface p-4" aria-label={`Appeal of ${appeal.member.nickname}`}>
      <p className="text-sm">
        <span className="font-semibold">
          {appeal.member.nickname} @{appeal.member.username}
        </span>{' '}
        <span className="text-fg-muted">
          · {copy.loggedActions[appeal.action.action]} {copy.by(appeal.action.actor_name)} · {timeAgo(appeal.created_at)}
        </span>
      </p>
      {appeal.excerpt && <blockquote className="mt-2 border-l-2 border-line pl-3 text-sm text-fg-muted">{appeal.excerpt}</blockquote>}
      <p className="mt-2 text-sm">
        <span className="font-medium">Reason given:</span> {appeal.action.reason}
      </p>
      <p className="mt-2 rounded-lg bg-muted/60 p-3 text-sm whitespace-pre-wrap">{appeal.text}</p>
      <div className="mt-3 flex flex-col gap-2">
        <Field label={copy.decisionReason}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" disabled={!reason.trim() || decide.isPending} onClick={() => send('deny')}>
            {copy.deny}
          </Button>
          <Button disabled={!reason.trim()} loading={decide.isPending} onClick={() => send('grant')}>
            {copy.grant}
          </Button>
        </div>
      </div>
    </article>
  );
}
