import type { RealtimeTestServer } from './realtimeServer.js';
import { sdkClient } from './sdkClient.js';
import type { TestMember } from './testAccess.js';

/** A new member of the test host, with an SDK client carrying its session as `authKey`. */
export function memberClient(server: RealtimeTestServer): TestMember & { sdk: ReturnType<typeof sdkClient>['client'] } {
  const member = server.access.member();
  return { ...member, sdk: sdkClient(server, { uuid: member.uuid, authKey: member.token }).client };
}
