import { isStaff, type MemberRole } from '@meshwork/contracts';
import { redirect } from 'react-router';
import { sessionStore } from '../../api/session';

/**
 * A guard for pages of some roles: a signed-in member without one lands on the 404 page, as if the
 * page did not exist (the server refuses them anyway); a visitor without a session is left to the
 * shell, which asks them to log in.
 */
const guardFor = (allowed: (role: MemberRole) => boolean) => () => {
  const session = sessionStore.get();
  if (session && !allowed(session.role)) throw redirect('/404');
  return null;
};

/** The moderation pages: moderators and administrators. */
export const staffOnlyLoader = guardFor(isStaff);

/** The administrators' pages: the members list and the audit log. */
export const administratorsOnlyLoader = guardFor((role) => role === 'administrator');
