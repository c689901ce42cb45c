import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { runPrefix } from '../test/runPrefix.js';

let t: RealtimeTestServer;
let messageTimetoken: string;
const sub = testKeys.subscribeKey;
const pub = testKeys.publishKey;
const channel = `${runPrefix}.bad`;
const id = 'uuid=tester';
const enc = encodeURIComponent;

beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
  messageTimetoken = (await t.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"first"')}?${id}`)).body[2];
});
afterAll(() => t.close());

const manyChannels = Array.from({ length: 101 }, (_, index) => `c${index}`).join(',');
const bigMessage = JSON.stringify('x'.repeat(33 * 1024));

/** [what, method, path, expected status, body?] */
const cases: Array<[string, string, string, number, { body?: unknown; rawBody?: string; headers?: Record<string, string> }?]> = [
  ['publish: oversized message', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc(bigMessage)}?${id}`, 413],
  [
    'publish: oversized POST body',
    'POST',
    `/publish/${pub}/${sub}/0/${channel}/0?${id}`,
    413,
    { rawBody: JSON.stringify('x'.repeat(100 * 1024)), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ],
  ['publish: bad JSON', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('{not json')}?${id}`, 400],
  [
    'publish: bad JSON by POST',
    'POST',
    `/publish/${pub}/${sub}/0/${channel}/0?${id}`,
    400,
    { rawBody: '{oops', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ],
  ['publish: into a presence channel', 'GET', `/publish/${pub}/${sub}/0/${channel}-pnpres/0/${enc('"x"')}?${id}`, 400],
  ['publish: wrong publish key', 'GET', `/publish/nope/${sub}/0/${channel}/0/${enc('"x"')}?${id}`, 400],
  ['publish: meta not an object', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"x"')}?${id}&meta=${enc('[1]')}`, 400],
  ['publish: bad ttl', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"x"')}?${id}&ttl=soon`, 400],
  ['publish: no uuid', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"x"')}`, 400],
  ['publish: channel name too long', 'GET', `/publish/${pub}/${sub}/0/${'c'.repeat(93)}/0/${enc('"x"')}?${id}`, 400],
  ['signal: over 64 bytes', 'GET', `/signal/${pub}/${sub}/0/${channel}/0/${enc(JSON.stringify('y'.repeat(80)))}?${id}`, 413],
  ['subscribe: wrong subscribe key', 'GET', `/v2/subscribe/nope/${channel}/0?${id}`, 400],
  ['subscribe: letters as timetoken', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&tt=abc`, 400],
  ['subscribe: negative timetoken', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&tt=-5`, 400],
  ['subscribe: 30-digit timetoken', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&tt=${'9'.repeat(30)}`, 400],
  ['subscribe: 101 channels', 'GET', `/v2/subscribe/${sub}/${enc(manyChannels)}/0?${id}`, 400],
  ['subscribe: no channels nor groups', 'GET', `/v2/subscribe/${sub}/${enc(',')}/0?${id}`, 400],
  ['subscribe: bad filter expression', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&filter-expr=${enc("lang == 'en' &&")}`, 400],
  ['subscribe: bad state JSON', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&state=${enc('{bad')}`, 400],
  ['subscribe: bad group name', 'GET', `/v2/subscribe/${sub}/${enc(',')}/0?${id}&channel-group=${enc('no spaces!')}`, 400],
  ['subscribe: bad heartbeat', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&heartbeat=often`, 400],
  ['history: bad count', 'GET', `/v2/history/sub-key/${sub}/channel/${channel}?${id}&count=many`, 400],
  ['history: bad start', 'GET', `/v2/history/sub-key/${sub}/channel/${channel}?${id}&start=yesterday`, 400],
  ['fetch: zero max', 'GET', `/v3/history/sub-key/${sub}/channel/${channel}?${id}&max=0`, 400],
  ['fetch: actions for two channels', 'GET', `/v3/history-with-actions/sub-key/${sub}/channel/${enc(`${channel},other`)}?${id}`, 400],
  ['fetch: 101 channels', 'GET', `/v3/history/sub-key/${sub}/channel/${enc(manyChannels)}?${id}`, 400],
  ['counts: no timetoken', 'GET', `/v3/history/sub-key/${sub}/message-counts/${channel}?${id}`, 400],
  ['counts: both timetokens', 'GET', `/v3/history/sub-key/${sub}/message-counts/${channel}?${id}&timetoken=1&channelsTimetoken=1`, 400],
  [
    'counts: list length mismatch',
    'GET',
    `/v3/history/sub-key/${sub}/message-counts/${enc(`${channel},other`)}?${id}&channelsTimetoken=1`,
    400,
  ],
  ['delete: bad end', 'DELETE', `/v3/history/sub-key/${sub}/channel/${channel}?${id}&end=x`, 400],
  [
    'action: type over 15 characters',
    'POST',
    `/v1/message-actions/${sub}/channel/${channel}/message/MESSAGE?${id}`,
    400,
    { body: { type: 'a'.repeat(16), value: 'v' } },
  ],
  [
    'action: missing value',
    'POST',
    `/v1/message-actions/${sub}/channel/${channel}/message/MESSAGE?${id}`,
    400,
    { body: { type: 'reaction' } },
  ],
  [
    'action: missing type',
    'POST',
    `/v1/message-actions/${sub}/channel/${channel}/message/MESSAGE?${id}`,
    400,
    { body: { value: 'smile' } },
  ],
  ['action: bad JSON body', 'POST', `/v1/message-actions/${sub}/channel/${channel}/message/MESSAGE?${id}`, 400, { rawBody: '{"type":' }],
  [
    'action: unknown message',
    'POST',
    `/v1/message-actions/${sub}/channel/${channel}/message/12345678901234567?${id}`,
    400,
    { body: { type: 'reaction', value: 'smile' } },
  ],
  [
    'action: bad message timetoken',
    'POST',
    `/v1/message-actions/${sub}/channel/${channel}/message/soon?${id}`,
    400,
    { body: { type: 'reaction', value: 'smile' } },
  ],
  ['actions: limit over 100', 'GET', `/v1/message-actions/${sub}/channel/${channel}?${id}&limit=101`, 400],
  ['group: bad name', 'GET', `/v1/channel-registration/sub-key/${sub}/channel-group/${enc('a b')}?${id}&add=x`, 400],
  ['group: add nothing', 'GET', `/v1/channel-registration/sub-key/${sub}/channel-group/g1?${id}&add=${enc(',')}`, 400],
  ['presence: set state without state', 'GET', `/v2/presence/sub-key/${sub}/channel/${channel}/uuid/tester/data?${id}`, 400],
  [
    'presence: set state with bad JSON',
    'GET',
    `/v2/presence/sub-key/${sub}/channel/${channel}/uuid/tester/data?${id}&state=${enc('{x')}`,
    400,
  ],
  ['presence: bad heartbeat', 'GET', `/v2/presence/sub-key/${sub}/channel/${channel}/heartbeat?${id}&heartbeat=x`, 400],
  ['objects v1: not served', 'GET', `/v1/objects/${sub}/users?${id}`, 404],
];

describe('bad input gets the protocol’s 4xx answer', () => {
  it.each(cases)('%s', async (_what, method, path, status, options) => {
    const answer = await t.request(method, path.replace('MESSAGE', messageTimetoken), options);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status });
    expect(typeof answer.body.error === 'boolean' || typeof answer.body.error?.message === 'string').toBe(true);
  });
});
