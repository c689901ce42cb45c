import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { sessionStore } from '../../api/session';
import { loginPath } from './guards';

/** Ends the session here at once; the server call only revokes the token and may fail quietly. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // The client reads the token synchronously, so clearing right after still sends it.
    api.POST('/auth/logout').catch(() => undefined);
    sessionStore.clear();
    await navigate(loginPath, { replace: true });
  }, [navigate]);
}
