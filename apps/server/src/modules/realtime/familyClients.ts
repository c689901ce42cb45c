import { realtimeKeys, sdkClient } from './testing/realtimeTesting.js';
import type { TestApp } from '../../../test/testApp.js';
import { signedInMember } from '../../../test/sessionHelpers.js';

/** SDK clients for the files, push, objects and access-manager tests, on the shared test helpers. */
export const subscribeKey = realtimeKeys.subscribeKey;

/** A client with any uuid and no session: enough on a server in open-access mode. */
export const anonymousClient = (t: TestApp, uuid: string) => sdkClient(t, { uuid }).client;

/** A member logged in through the product API, with an SDK client carrying its session as `authKey`. */
export async function memberClient(t: TestApp) {
  const member = await signedInMember(t);
  return { ...member, sdk: sdkClient(t, { uuid: member.uuid, authKey: member.token }).client };
}

/** The status of a failed SDK call (the rejection's `.status`); fails when the call succeeds. */
export async function sdkFailure(call: Promise<unknown>): Promise<{ statusCode?: number; category?: string; errorData?: unknown }> {
  try {
    await call;
  } catch (error) {
    return (error as { status: { statusCode?: number; category?: string; errorData?: unknown } }).status;
  }
  throw new Error('the call succeeded');
}
