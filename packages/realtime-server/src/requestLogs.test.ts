import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const { publishKey: pub, subscribeKey: sub } = testKeys;
const channel = 'public.logs';

describe('request logs of the realtime service', () => {
  it('write no line per message (publish, signal, subscribe, time) but do log the other families', async () => {
    const message = encodeURIComponent(JSON.stringify('hi'));
    const calls = [
      `/publish/${pub}/${sub}/0/${channel}/0/${message}?uuid=logger`,
      `/signal/${pub}/${sub}/0/${channel}/0/${message}?uuid=logger`,
      `/v2/subscribe/${sub}/${channel}/0?uuid=logger`,
      '/time/0',
      `/v2/history/sub-key/${sub}/channel/${channel}?uuid=logger`,
    ];
    for (const call of calls) expect((await t.request('GET', call)).status).toBe(200);

    const loggedUrls = t
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(loggedUrls.some((url) => url.startsWith('/v2/history/'))).toBe(true);
    for (const prefix of ['/publish/', '/signal/', '/v2/subscribe/', '/time/'])
      expect(loggedUrls.filter((url) => url.startsWith(prefix))).toEqual([]);
  });
});
