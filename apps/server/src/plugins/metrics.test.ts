import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { realtimeKeys } from '../modules/realtime/testing/realtimeTesting.js';

const token = 'metrics-token-of-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: token });
});
afterAll(() => t.close());

const metrics = (authorization?: string) =>
  fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
/** The value of one series in the text format, e.g. `meshwork_jobs{state="waiting"}`. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers 404 without the bearer token or with another one', async () => {
    expect((await metrics()).status).toBe(404);
    expect((await metrics(`Bearer ${token}x`)).status).toBe(404);
    expect((await metrics(token)).status).toBe(404);
  });

  it('counts requests by route template, never by the URL, whose secrets stay out', async () => {
    await t.request('GET', '/api/health');
    await t.request('GET', '/api/calendar/a-calendar-secret-of-the-test.ics');
    const { status, text } = await metrics(`Bearer ${token}`);
    expect(status).toBe(200);
    expect(valueOf(text, 'meshwork_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(text).toMatch(/route="\/api\/calendar\/:token\.ics",status_code="404"/);
    expect(text).not.toContain('a-calendar-secret-of-the-test');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('tells the held realtime subscribes, the messages delivered and the job queue', async () => {
    const member = await signedInMember(t);
    const channel = encodeURIComponent(`user.${member.id}`);
    const subscribe = `/v2/subscribe/${realtimeKeys.subscribeKey}/${channel}/0?uuid=${member.uuid}&auth=${member.token}`;
    const { body } = await t.request('GET', `${subscribe}&tt=0`);
    const held = t.request('GET', `${subscribe}&tt=${body.t.t}`);
    await expect.poll(async () => valueOf((await metrics(`Bearer ${token}`)).text, 'meshwork_realtime_held_subscribes')).toBe(1);

    // A friend request tells the member live, on their own channel.
    const friend = await signedInMember(t);
    expect((await friend.call('POST', '/friends/requests', { user_id: member.id })).status).toBeLessThan(300);
    expect((await held).status).toBe(200);
    const { text } = await metrics(`Bearer ${token}`);
    expect(valueOf(text, 'meshwork_realtime_held_subscribes')).toBe(0);
    expect(valueOf(text, 'meshwork_realtime_delivered_messages_total')).toBeGreaterThanOrEqual(1);
    for (const state of ['waiting', 'scheduled', 'running'])
      expect(valueOf(text, `meshwork_jobs{state="${state}"}`)).toBeGreaterThanOrEqual(0);
  });
});

describe('a server without METRICS_TOKEN', () => {
  it('has no metrics to give', async () => {
    const plain = await startTestApp();
    try {
      expect((await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
