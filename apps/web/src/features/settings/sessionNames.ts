import { sessionsCopy, type MemberSession } from '@meshwork/contracts';

/**
 * Each session's name in the list. A User-Agent names little (browsers freeze their system versions),
 * so two devices can read alike: those are numbered from the oldest login, and every row and its
 * "Log out" button stay distinct.
 */
export function sessionNames(sessions: MemberSession[]): Map<string, string> {
  const nameOf = (session: MemberSession) => sessionsCopy.sessionName(session.browser, session.os);
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const session of sessions) total.set(nameOf(session), (total.get(nameOf(session)) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const session of sessions.toSorted((a, b) => a.created_at.localeCompare(b.created_at))) {
    const name = nameOf(session);
    const position = (seen.get(name) ?? 0) + 1;
    seen.set(name, position);
    names.set(session.id, total.get(name)! > 1 ? sessionsCopy.numbered(name, position) : name);
  }
  return names;
}
