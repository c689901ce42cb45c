import type { SignedInMember } from './sessionHelpers.js';

/** Two members who are friends, the first having asked. */
export async function befriend(a: SignedInMember, b: SignedInMember) {
  await a.call('POST', '/friends/requests', { user_id: b.id });
  await b.call('POST', `/friends/requests/${a.id}/accept`);
}
