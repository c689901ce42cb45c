import { userChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeOf } from './testing/realtimeTesting.js';

// A small budget, which the notifications below would pass if they were counted.
const perSecond = 1;
const burst = 3;

describe('the per-member publish rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      REALTIME_PUBLISH_PER_SECOND: String(perSecond),
      REALTIME_PUBLISH_BURST: String(burst),
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    });
  });
  afterAll(() => t.close());

  it("never limits the server's own messages: every notification reaches the recipient's channel", async () => {
    const recipient = await signedInMember(t);
    const senders: SignedInMember[] = [];
    for (let index = 0; index < perSecond + burst + 3; index++) senders.push(await signedInMember(t));
    for (const sender of senders) expect((await sender.call('POST', '/friends/requests', { user_id: recipient.id })).status).toBe(200);
    const channel = userChannelOf(recipient.id);
    const history = await memberCalls(realtimeOf(t), recipient).request(
      'GET',
      `/v3/history/sub-key/${realtimeOf(t).keys.subscribeKey}/channel/${encodeURIComponent(channel)}`,
    );
    expect(history.body.channels[channel]).toHaveLength(senders.length);
  });
});
