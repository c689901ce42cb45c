import { domainPolicyCopy as copy, type DomainPolicy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { useLiftDomainPolicy } from './domainPolicyQueries';

const badge = 'rounded-full border px-2 py-0.5 text-xs font-medium';

/** One server's policy: its name, how far it is kept away, the reason, since when; it may be lifted, asked first. */
export function DomainPolicyRow({ policy }: { policy: DomainPolicy }) {
  const lift = useLiftDomainPolicy();
  return (
    <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{policy.host}</span>
          <span className={cx(badge, policy.severity === 'suspend' ? 'border-danger/40' : 'border-line')}>
            {copy.severityNames[policy.severity]}
          </span>
          {policy.reject_media && <span className={cx(badge, 'border-line text-fg-muted')}>{copy.rejectMediaName}</span>}
        </p>
        {policy.reason && <p className="mt-1 text-sm break-words">{policy.reason}</p>}
        <p className="mt-1 text-sm text-fg-muted">{copy.since(timeAgo(policy.updated_at))}</p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" loading={lift.isPending} aria-label={copy.remove(policy.host)}>
            {copy.liftLabel}
          </Button>
        }
        title={copy.remove(policy.host)}
        description={copy.liftDescription}
        confirmLabel={copy.liftLabel}
        onConfirm={() => lift.mutate(policy.host)}
      />
    </div>
  );
}
