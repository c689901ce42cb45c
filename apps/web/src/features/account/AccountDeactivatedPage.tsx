import { useQuery } from '@tanstack/react-query';
import { UserRoundX } from 'lucide-react';
import { messages, authMessages } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLogout } from '../auth/useLogout';
import { StatusPage } from '../../ui/StatusPage';
import { accountDetailsQuery } from './accountQueries';
import { DeletionCountdown } from './DeletionCountdown';
import { useReactivate } from './useReactivate';

/** A deactivated account's only page: when it will be removed, and the way back (§2). */
export function AccountDeactivatedPage() {
  const session = useSession();
  const userId = session?.user_id ?? '';
  const details = useQuery(accountDetailsQuery(userId)).data;
  const reactivate = useReactivate(userId);
  const logout = useLogout();
  const requestedAt = details?.delete_request_timestamp;
  return (
    <StatusPage
      icon={UserRoundX}
      title="Your account is deactivated"
      intro={
        requestedAt
          ? 'Your profile is hidden and your account will be removed for good when the time runs out. Reactivate it to keep everything as it was.'
          : 'Your profile is hidden from other members. Reactivate your account to pick up where you left off.'
      }
    >
      {requestedAt && (
        <div className="mt-6">
          <DeletionCountdown requestedAt={requestedAt} />
        </div>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void logout()}>
          {messages.logout}
        </Button>
        <ConfirmDialog
          trigger={<Button loading={reactivate.isPending}>{authMessages.reactivate}</Button>}
          title={authMessages.reactivateConfirmTitle}
          description={authMessages.reactivateConfirmText}
          confirmLabel={authMessages.reactivate}
          onConfirm={() => reactivate.mutate()}
        />
      </div>
    </StatusPage>
  );
}
