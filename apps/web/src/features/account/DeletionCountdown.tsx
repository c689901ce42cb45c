import { accountCopy, daysUntilPurge } from '@meshwork/contracts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The deletion request date and the days left before removal (§2, §4). */
export function DeletionCountdown({ requestedAt }: { requestedAt: string }) {
  const daysLeft = daysUntilPurge(requestedAt);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-lg border border-line bg-page p-4">
        <dt className="text-xs font-medium text-fg-muted">{accountCopy.deletionRequestedOn}</dt>
        <dd className="mt-1 text-base font-semibold">
          <time dateTime={requestedAt}>{dateFormat.format(new Date(requestedAt))}</time>
        </dd>
      </div>
      <div className="rounded-lg border border-line bg-page p-4">
        <dt className="text-xs font-medium text-fg-muted">{accountCopy.timeLeft}</dt>
        <dd className="mt-1 text-base font-semibold">{accountCopy.daysLeft(daysLeft)}</dd>
      </div>
    </dl>
  );
}
