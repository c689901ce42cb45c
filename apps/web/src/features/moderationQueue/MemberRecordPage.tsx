import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { caseStatusCopy, moderationCopy, moderationQueueCopy as copy, reportTargetCopy, type MemberRecord } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { moderationPaths } from '../../paths/moderationPaths';
import { memberRecordQuery } from './moderationQueries';

const backLink = (
  <Link to={moderationPaths.queue} className="flex w-fit items-center gap-1 text-sm text-fg-muted hover:text-fg">
    <ArrowLeft size={16} aria-hidden /> {copy.backToQueue}
  </Link>
);

/** The audit entries about a member, newest first. */
export function AuditList({ entries }: { entries: MemberRecord['audit'] }) {
  if (entries.length === 0) return <p className="text-sm text-fg-muted">{copy.noAudit}</p>;
  return (
    <div>
      <h3 className="text-sm font-medium">{copy.auditHeading}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{moderationCopy.loggedActions[entry.action]}</span>
            <span className="text-fg-muted">by {entry.actor_name}</span>
            <time dateTime={entry.created_at} className="text-fg-muted">
              {timeAgo(entry.created_at)}
            </time>
            {entry.reason && <span className="w-full break-words text-fg-muted">{entry.reason}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

const stateOf = (member: MemberRecord['member']) =>
  member.suspended_at
    ? copy.stateSuspended
    : member.awaiting_approval_since
      ? copy.stateAwaiting
      : member.limited_at
        ? copy.stateLimited
        : copy.stateActive;

/** `/moderation/members/:id`: a member's account facts, the cases about them and their moderation history. */
export function MemberRecordPage() {
  const { id = '' } = useParams();
  const record = useQuery(memberRecordQuery(id));
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <h1 className="text-2xl font-semibold">{copy.memberTitle}</h1>
      {record.isPending ? (
        <Skeleton className="h-64" />
      ) : record.isError ? (
        <InlineAlert tone="error">
          {copy.memberLoadFailed}{' '}
          <button type="button" className="underline" onClick={() => void record.refetch()}>
            {copy.retry}
          </button>
        </InlineAlert>
      ) : (
        <RecordView record={record.data} />
      )}
    </div>
  );
}

function RecordView({ record }: { record: MemberRecord }) {
  const { member } = record;
  return (
    <>
      <Card as="section" aria-label={member.nickname} className="p-4">
        <p className="text-lg font-semibold">
          {member.nickname} <span className="text-sm font-normal text-fg-muted">@{member.username}</span>
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-fg-muted">{copy.joined}</dt>
          <dd>
            <time dateTime={member.joined_at}>{new Date(member.joined_at).toLocaleDateString()}</time>
          </dd>
          <dt className="text-fg-muted">{copy.role}</dt>
          <dd className="capitalize">{member.role}</dd>
          <dt className="text-fg-muted">{copy.state}</dt>
          <dd>{stateOf(member)}</dd>
        </dl>
        <p className="mt-2 text-sm text-fg-muted">{copy.casesAbout(record.open_cases, record.closed_cases)}</p>
      </Card>
      <Card as="section" aria-labelledby="member-cases" className="flex flex-col gap-2 p-4">
        <h2 id="member-cases" className="font-semibold">
          {copy.casesHeading}
        </h2>
        {record.cases.length === 0 ? (
          <p className="text-sm text-fg-muted">{copy.noCasesAbout}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {record.cases.map((item) => (
              <li key={item.id}>
                <Link
                  to={moderationPaths.case(item.id)}
                  className="flex min-h-11 flex-wrap items-center gap-x-2 py-2 text-sm hover:underline"
                >
                  <span className="font-medium">{reportTargetCopy[item.target_type]}</span>
                  <span className="min-w-0 flex-1 truncate">{item.excerpt}</span>
                  <span className="text-fg-muted">
                    {caseStatusCopy[item.status]} · {copy.reportsCount(item.reports_count)} · {timeAgo(item.last_reported_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" className="p-4">
        <AuditList entries={record.audit} />
      </Card>
    </>
  );
}
