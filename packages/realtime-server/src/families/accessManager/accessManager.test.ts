import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { sdkClient, sdkFailure } from '../../../test/sdkClient.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const pamDisabled = {
  status: 403,
  message: 'PAM module disabled',
  service: 'Access Manager',
  error: { message: 'PAM module disabled', source: 'grant' },
};

describe('access manager', () => {
  it('rejects grantToken with the PAM module disabled error', async () => {
    // Only a client holding a secret key sends grantToken (protocol §15): a trusted backend.
    const { client: backend } = sdkClient(t, { uuid: 'backend', secretKey: 'not-our-concern' });
    const failure = await sdkFailure(backend.grantToken({ ttl: 15, resources: { channels: { 'public.lobby': { read: true } } } }));
    expect(failure).toMatchObject({ statusCode: 403, category: 'PNAccessDeniedCategory', errorData: pamDisabled });
    // What the client wrapper shows (protocol §15, product spec §8).
    expect(`Grant Token error: ${(failure.errorData as typeof pamDisabled).error.message}`).toBe('Grant Token error: PAM module disabled');
  });

  it('rejects audit, v2 grant and revoke the same way', async () => {
    const { client } = sdkClient(t, { uuid: 'anyone' });
    expect(await sdkFailure(client.audit({ channel: 'public.lobby' }))).toMatchObject({ statusCode: 403, errorData: pamDisabled });
    for (const [method, path] of [
      ['GET', `/v2/auth/grant/sub-key/${testKeys.subscribeKey}?r=1&channel=a`],
      ['DELETE', `/v3/pam/${testKeys.subscribeKey}/grant/some-token`],
      ['POST', `/v3/pam/${testKeys.subscribeKey}/grant`],
    ] as const) {
      const answer = await t.request(method, path, method === 'POST' ? { body: { ttl: 1, permissions: {} } } : {});
      expect(answer).toMatchObject({ status: 403, body: pamDisabled });
    }
  });
});
