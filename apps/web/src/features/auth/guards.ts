import { redirect } from 'react-router';
import type { AuthSession } from '@meshwork/contracts';
import { sessionStore } from '../../api/session';

export const loginPath = '/auth/login';
export const homePath = '/newsfeed';

/** The login guard (§6): an anonymous visitor goes to the login page. */
export function requireSession(): AuthSession {
  const session = sessionStore.get();
  if (!session) throw redirect(loginPath);
  return session;
}

/** Guest-only pages (§6): a logged-in member goes to the newsfeed. */
export function guestOnlyLoader(): null {
  if (sessionStore.get()) throw redirect(homePath);
  return null;
}
