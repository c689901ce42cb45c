import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  caseStatusCopy,
  moderationCopy,
  moderationQueueCopy as copy,
  reportCategoryCopy,
  reportTargetCopy,
  type CaseDetail,
} from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Button, buttonClasses } from '../../ui/Button';
import { ModerationActionDialog } from '../moderation/ModerationActionDialog';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { CaseNotes } from './CaseNotes';
import { DismissDialog } from './DismissDialog';
import { AuditList } from './MemberRecordPage';
import { moderationPaths } from '../../paths/moderationPaths';
import { targetIcons } from './caseDisplay';
import { caseQuery, useAssignCase } from './moderationQueries';

const backLink = (
  <Link to={moderationPaths.queue} className="flex w-fit items-center gap-1 text-sm text-fg-muted hover:text-fg">
    <ArrowLeft size={16} aria-hidden /> {copy.backToQueue}
  </Link>
);

/** `/moderation/cases/:id`: one case with everything a moderator needs to decide. */
export function CasePage() {
  const { id = '' } = useParams();
  const detail = useQuery(caseQuery(id));
  if (detail.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {backLink}
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  if (detail.isError)
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <InlineAlert tone="error">
          {copy.caseLoadFailed}{' '}
          <button type="button" className="underline" onClick={() => void detail.refetch()}>
            {copy.retry}
          </button>
        </InlineAlert>
      </div>
    );
  return <CaseView detail={detail.data} />;
}

function CaseView({ detail }: { detail: CaseDetail }) {
  const { case: item, content, reports, member_record: record } = detail;
  const myId = useSession()?.user_id;
  const assign = useAssignCase(item.id);
  const Icon = targetIcons[item.target_type];
  const open = item.status === 'open';
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-semibold">
            <Icon size={24} aria-hidden /> {copy.caseTitle(reportTargetCopy[item.target_type])}
          </h1>
          <p className="mt-1 text-sm text-fg-muted">
            {caseStatusCopy[item.status]} · {copy.reportsCount(item.reports_count)} ·{' '}
            {item.assignee ? copy.assignedTo(item.assignee.nickname) : copy.unassigned}
            {item.closed_by && ` · ${copy.closedBy(caseStatusCopy[item.status], item.closed_by.nickname)}`}
          </p>
        </div>
        {open && (
          <div className="flex flex-wrap gap-2">
            {item.assignee?.id === myId ? (
              <Button variant="secondary" loading={assign.isPending} onClick={() => assign.mutate(null)}>
                {copy.unassign}
              </Button>
            ) : (
              <Button variant="secondary" loading={assign.isPending} onClick={() => myId && assign.mutate(myId)}>
                {copy.assignToMe}
              </Button>
            )}
            <DismissDialog caseId={item.id} />
          </div>
        )}
      </header>

      <Card as="section" aria-labelledby="case-content" className="flex flex-col gap-2 p-4">
        <h2 id="case-content" className="font-semibold">
          {copy.contentHeading}
        </h2>
        {!content.exists ? (
          <p className="text-sm text-fg-muted">{copy.contentGone}</p>
        ) : (
          <>
            {content.removed && <InlineAlert tone="info">{copy.contentRemoved}</InlineAlert>}
            <blockquote className="rounded-lg border border-line bg-muted/50 p-3 break-words whitespace-pre-wrap">
              {content.text}
            </blockquote>
            {content.details && <p className="text-sm break-words whitespace-pre-wrap text-fg-muted">{content.details}</p>}
            <p className="flex flex-wrap items-center gap-3 text-xs text-fg-muted">
              {item.target_member && (
                <Link to={moderationPaths.member(item.target_member.id)} className="underline">
                  {item.target_member.nickname} @{item.target_member.username}
                </Link>
              )}
              {content.created_at && <time dateTime={content.created_at}>{timeAgo(content.created_at)}</time>}
              {content.link && !content.removed && (
                // A post of another server opens on its own server.
                <Link
                  to={content.link}
                  {...(item.target_type === 'remote_note' && { target: '_blank', rel: 'noopener noreferrer nofollow' })}
                  className="flex items-center gap-1 underline"
                >
                  <ExternalLink size={12} aria-hidden /> {copy.openWhereMembersSeeIt}
                </Link>
              )}
            </p>
          </>
        )}
      </Card>

      <Card as="section" aria-labelledby="case-reports" className="flex flex-col gap-3 p-4">
        <h2 id="case-reports" className="font-semibold">
          {copy.reportsHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <li key={report.id} className="rounded-lg border border-line p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium">
                  {reportCategoryCopy[report.category].label}
                </span>
                <span className="font-medium">
                  {report.reporter
                    ? `@${report.reporter.username}`
                    : report.remote_host
                      ? copy.fromServer(report.remote_host)
                      : copy.deletedMember}
                </span>
                <time dateTime={report.created_at} className="text-xs text-fg-muted">
                  {timeAgo(report.created_at)}
                </time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">
                {report.comment || <span className="text-fg-muted">{copy.noComment}</span>}
              </p>
              {report.evidence.length > 0 && (
                <div className="mt-2">
                  <h3 className="text-xs font-medium text-fg-muted">{copy.evidenceHeading}</h3>
                  <ul className="mt-1 flex flex-col gap-1">
                    {report.evidence.map((message) => (
                      <li
                        key={message.timetoken}
                        className="w-fit max-w-full rounded-xl bg-muted px-3 py-1.5 text-sm break-words whitespace-pre-wrap"
                      >
                        {message.text ?? '—'}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>

      <Card as="section" aria-labelledby="case-member" className="flex flex-col gap-2 p-4">
        <h2 id="case-member" className="font-semibold">
          {copy.memberHeading}
        </h2>
        {record ? (
          <>
            <p className="text-sm">
              {record.member.nickname} @{record.member.username} · {copy.casesAbout(record.open_cases, record.closed_cases)} ·{' '}
              <Link to={moderationPaths.member(record.member.id)} className="underline">
                {copy.memberRecordLink}
              </Link>
            </p>
            <AuditList entries={record.audit} />
          </>
        ) : (
          <p className="text-sm text-fg-muted">{copy.noMember}</p>
        )}
      </Card>

      {open && (
        <Card as="section" aria-labelledby="case-actions" className="flex flex-col gap-2 p-4">
          <h2 id="case-actions" className="font-semibold">
            {copy.actionsHeading}
          </h2>
          <div className="flex flex-wrap gap-2">
            {(item.target_type === 'post' || item.target_type === 'comment') && content.exists && (
              <ModerationActionDialog
                target={{ type: item.target_type, id: item.target_id }}
                caseId={item.id}
                title={moderationCopy.actOnContent}
                trigger={moderationCopy.actOnContent}
                triggerClassName={buttonClasses('secondary')}
              />
            )}
            {item.target_member && (
              <ModerationActionDialog
                target={{ type: 'member', id: item.target_member.id }}
                caseId={item.id}
                title={moderationCopy.actOnMember(item.target_member.nickname)}
                trigger={moderationCopy.actOnMember(item.target_member.nickname)}
                triggerClassName={buttonClasses('secondary')}
              />
            )}
          </div>
        </Card>
      )}

      <CaseNotes caseId={item.id} notes={detail.notes} />
    </div>
  );
}
