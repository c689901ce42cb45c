import { isStaff } from '@meshwork/contracts';
import { redirect } from 'react-router';
import { sessionStore } from '../../api/session';

/**
 * The moderation pages' guard: a signed-in member who is not staff lands on the 404 page (the
 * server refuses them anyway); a visitor without a session is left to the shell, which asks them to log in.
 */
export function staffOnlyLoader() {
  const session = sessionStore.get();
  if (session && !isStaff(session.role)) throw redirect('/404');
  return null;
}
