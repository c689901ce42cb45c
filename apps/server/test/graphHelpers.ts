import { expect } from 'vitest';
import type { SignedInMember } from './sessionHelpers.js';

/** Two members who are friends, the first having asked; fails the test when either step is refused. */
export async function befriend(a: SignedInMember, b: SignedInMember) {
  expect((await a.call('POST', '/friends/requests', { user_id: b.id })).status).toBe(200);
  expect((await b.call('POST', `/friends/requests/${a.id}/accept`)).status).toBe(200);
}
