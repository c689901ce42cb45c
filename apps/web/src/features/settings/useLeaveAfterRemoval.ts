import { useNavigate } from 'react-router';
import { sessionStore } from '../../api/session';
import { loginPath } from '../auth/guards';

/** After deactivation or deletion the server has ended every session: this device logs out too. */
export function useLeaveAfterRemoval() {
  const navigate = useNavigate();
  return async () => {
    sessionStore.clear();
    await navigate(loginPath, { replace: true });
  };
}
