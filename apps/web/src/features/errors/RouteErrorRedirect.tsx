import { useEffect } from 'react';
import { Navigate, useRouteError } from 'react-router';
import { messages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { loginPromptPath } from '../../api/returnPath';

export const preloadErrorPath = '/error/404';

/** A failed pre-load goes to error/404 (§8), except an expired session, which gets the login prompt. */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const expired = isApiError(error) && error.status === 401 && error.message === messages.tokenExpired;
  useEffect(() => {
    if (!expired) console.error(error);
  }, [error, expired]);
  return <Navigate to={expired ? loginPromptPath : preloadErrorPath} replace />;
}
