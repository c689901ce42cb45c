import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths } from '@meshwork/contracts';
import { http } from '../../api/http';
import { sessionStore } from '../../api/session';
import { loginPath } from './guards';

/** Ends the session here at once; the server call only revokes the token and may fail quietly. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The client reads the token synchronously, so clearing right after still sends it.
    http.post(apiPaths.logout).catch(() => undefined);
    sessionStore.clear();
    await navigate(loginPath, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
