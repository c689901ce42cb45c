/**
 * Test clients of the realtime service for a host's own tests (`@meshwork/realtime-server/testing`):
 * the pubnub@4.37.0 SDK, raw protocol calls of a member and raw answers, and unreadable multipart forms; and the
 * service alone on a loopback port with its host's answers in memory, for clients' own tests.
 */
export { malformedForms } from './malformedForms.js';
export { memberCalls } from './memberCalls.js';
export type { RealtimeEndpoint } from './realtimeEndpoint.js';
export { createTestDatabase, type TestDatabase } from './database.js';
export { startRealtimeServer, type RealtimeTestServer } from './realtimeServer.js';
export { rawBodyOf, rawGet, rawStatusOf } from './rawGet.js';
export { runPrefix } from './runPrefix.js';
export { sdkClient, sdkFailure } from './sdkClient.js';
export { TestAccess, type TestMember } from './testAccess.js';
