import { moderationCopy as copy } from '@meshwork/contracts';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';
import { useLogout } from '../auth/useLogout';
import { DecisionList } from './DecisionList';

/** A suspended account's only page: why, what happens to its data, and the appeal. */
export function SuspendedPage() {
  const logout = useLogout();
  return (
    <StatusPage icon={ShieldAlert} title={copy.suspendedTitle} intro={copy.suspendedIntro} wide>
      <div className="mt-6">
        <DecisionList />
      </div>
      <Button variant="ghost" className="mt-6" onClick={() => void logout()}>
        {copy.logOut}
      </Button>
    </StatusPage>
  );
}
