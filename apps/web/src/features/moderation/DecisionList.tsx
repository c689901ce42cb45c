import { moderationCopy as copy, type Notice } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { decisionsQuery, useAppeal } from './moderationQueries';

/** The moderators' decisions about the signed-in member, each with its appeal (one per decision). */
export function DecisionList() {
  const decisions = useQuery(decisionsQuery);
  if (decisions.isPending) return <Skeleton className="h-32" />;
  if (decisions.isError)
    return (
      <InlineAlert tone="error">
        {copy.decisionsLoadFailed}{' '}
        <button type="button" className="underline" onClick={() => void decisions.refetch()}>
          {copy.retry}
        </button>
      </InlineAlert>
    );
  if (!decisions.data.length) return <EmptyState icon={ShieldCheck} title={copy.noDecisions} />;
  return (
    <ul className="flex flex-col gap-3">
      {decisions.data.map((notice) => (
        <li key={notice.id}>
          <Decision notice={notice} />
        </li>
      ))}
    </ul>
  );
}

function Decision({ notice }: { notice: Notice }) {
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const appeal = useAppeal(() => setWriting(false));
  return (
    <article className="rounded-xl border border-line bg-surface p-4" aria-label={copy.loggedActions[notice.action]}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{copy.loggedActions[notice.action]}</span>
        <time dateTime={notice.created_at} className="text-xs text-fg-muted">
          {timeAgo(notice.created_at)}
        </time>
      </p>
      {notice.excerpt && <blockquote className="mt-2 border-l-2 border-line pl-3 text-sm text-fg-muted">{notice.excerpt}</blockquote>}
      <p className="mt-2 text-sm">{notice.reason}</p>
      {notice.appeal && (
        <p className="mt-3 text-sm">
          <span className="font-medium">{copy.appealStatus[notice.appeal.status]}</span>
          {notice.appeal.decision && ` — ${notice.appeal.decision}`}
        </p>
      )}
      {notice.appealable && !writing && (
        <Button variant="secondary" className="mt-3" onClick={() => setWriting(true)}>
          {copy.appeal}
        </Button>
      )}
      {writing && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) appeal.mutate({ log_entry_id: notice.id, text: text.trim() });
          }}
        >
          <Field label={copy.appealLabel}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2000}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setWriting(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={!text.trim()} loading={appeal.isPending}>
              {copy.sendAppeal}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
