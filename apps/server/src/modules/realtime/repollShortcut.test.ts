import { userChannelOf } from '@meshwork/contracts';
import { memberCalls, rawBodyOf, rawGet, rawStatusOf } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys, realtimeOf } from './testing/realtimeTesting.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const headers = { origin: 'https://elsewhere.example' };

/** The realtime service's shortcut for a loop's next polls, under the product's own hooks (security headers). */
describe("a member's next poll in the product server", () => {
  it("carries the same bytes, the product hooks' headers included, as the poll Fastify answered; refused after logout", async () => {
    const member = await signedInMember(t);
    const channel = userChannelOf(member.id);
    const handshake = `/v2/subscribe/${realtimeKeys.subscribeKey}/${encodeURIComponent(channel)}/0?uuid=${member.uuid}&auth=${member.token}`;
    const cursor = (rawBodyOf(await rawGet(t.baseUrl, handshake, headers)) as { t: { t: string } }).t.t;
    expect((await memberCalls(realtimeOf(t), member).publish(channel, 'hello')).status).toBe(200);

    const poll = `${handshake}&tt=${cursor}`;
    const first = await rawGet(t.baseUrl, poll, headers);
    expect(rawStatusOf(first)).toBe(200);
    expect(first).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(first).toContain('\r\naccess-control-allow-origin: *\r\n');
    expect(await rawGet(t.baseUrl, poll, headers)).toBe(first);

    expect((await member.call('POST', '/auth/logout')).status).toBe(200);
    expect(rawStatusOf(await rawGet(t.baseUrl, poll, headers))).toBe(403);
  });
});
