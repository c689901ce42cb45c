import { redirect } from 'react-router';
import { sessionStore } from '../../api/session';

/** The administrators' pages: anyone else signed in lands on the 404 page (the server refuses them anyway). */
export function administratorsOnlyLoader() {
  const session = sessionStore.get();
  if (session && session.role !== 'administrator') throw redirect('/404');
  return null;
}
