import { instanceCopy as copy, type Invitation, type InvitationState } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { useRevokeInvitation } from './invitationQueries';

const stateClasses: Record<InvitationState, string> = {
  active: 'border-success/40 text-fg',
  expired: 'border-line text-fg-muted',
  used_up: 'border-line text-fg-muted',
  revoked: 'border-danger/40 text-fg-muted',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function expiryOf(invitation: Invitation): string {
  if (invitation.expires_at === null) return copy.neverExpires;
  const when = dateFormat.format(new Date(invitation.expires_at));
  return invitation.state === 'expired' ? copy.expiredAt(when) : copy.expiresAt(when);
}

/** One invitation: its note, state, uses, who made it and when it expires; an active one may be revoked, asked first. */
export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  return (
    <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cx('rounded-full border px-2 py-0.5 text-xs font-medium', stateClasses[invitation.state])}>
            {copy.invitationStates[invitation.state]}
          </span>
          <span className="font-medium">{copy.invitationUses(invitation.uses, invitation.max_uses)}</span>
        </p>
        {invitation.note && <p className="mt-1 text-sm break-words">{invitation.note}</p>}
        <p className="mt-1 text-sm text-fg-muted">
          {copy.createdBy(invitation.created_by?.username ?? null, timeAgo(invitation.created_at))} · {expiryOf(invitation)}
        </p>
      </div>
      {invitation.state === 'active' && (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" loading={revoke.isPending}>
              {copy.revoke}
            </Button>
          }
          title={copy.revokeTitle}
          description={copy.revokeDescription}
          confirmLabel={copy.revoke}
          confirmVariant="danger"
          onConfirm={() => revoke.mutate(invitation.id)}
        />
      )}
    </div>
  );
}
