import { directChannelOf, publicChannelOf, userChannelOf } from '@meshwork/contracts';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls } from '../test/memberCalls.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { runPrefix } from '../test/runPrefix.js';
import type { TestMember } from '../test/testAccess.js';

/**
 * The wire forms of SDK releases newer than 4.37.0 (whose licence keeps them out of the project),
 * sent as raw HTTP exactly as those clients send them, beside the 4.37.0 tests of compatibility.test.ts.
 */
const { publishKey: pub, subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

let channelCount = 0;
const freshChannel = () => `${runPrefix}.newer${++channelCount}`;
const caller = (uuid: string) => memberCalls(t, { uuid, token: 'none' });

/** A POST publish as SDK 9.4+ sends it: the JSON message deflated (or gzipped) in the body. */
const compressedPublish = (channel: string, body: Buffer, encoding: string, query = '') =>
  t.request('POST', `/publish/${pub}/${sub}/0/${enc(channel)}/0?uuid=poster${query}`, {
    rawBody: body,
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
  });

describe('compressed request bodies', () => {
  it.each([
    ['deflate', deflateSync],
    ['gzip', gzipSync],
  ])('publishes a %s POST body, delivered and stored as sent', async (encoding, compress) => {
    const channel = freshChannel();
    const { answer } = await caller('reader').heldSubscribe([channel]);
    const sent = await compressedPublish(channel, compress(JSON.stringify({ text: `by ${encoding}` })), encoding);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual([1, 'Sent', expect.stringMatching(/^\d{17}$/)]);
    expect((await answer).body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual([{ text: `by ${encoding}` }]);
    const history = await t.request('GET', `/v2/history/sub-key/${sub}/channel/${enc(channel)}?uuid=reader`);
    expect(history.body[0].map((item: { message: unknown }) => item.message)).toEqual([{ text: `by ${encoding}` }]);
  });

  it('reads a gzipped JSON body on the other families too (objects)', async () => {
    const answer = await t.request('PATCH', `/v2/objects/${sub}/uuids/zipped?uuid=zipped`, {
      rawBody: gzipSync(JSON.stringify({ name: 'Zipped' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: 'zipped', name: 'Zipped' });
  });

  it('refuses with 413 a small body that inflates past the limit, without inflating it all', async () => {
    // 64 MiB of zeros deflate to about 64 KiB; the publish body limit is 64 KiB once decompressed.
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, '0'), { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await compressedPublish(freshChannel(), bomb, 'deflate');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: 413, error: true });
    // The node goes on answering.
    expect((await t.request('GET', '/time/0')).status).toBe(200);
  });

  it('answers 400 to a corrupt compressed body and 415 to an unknown encoding', async () => {
    const corrupt = await compressedPublish(freshChannel(), Buffer.from('not deflate at all'), 'deflate');
    expect(corrupt.status).toBe(400);
    expect(corrupt.body).toMatchObject({ status: 400, error: true });
    const brotli = await compressedPublish(freshChannel(), Buffer.from('{}'), 'br');
    expect(brotli.status).toBe(415);
    expect(brotli.body).toMatchObject({ status: 415, error: true, message: 'Unsupported Content-Encoding "br"' });
  });
});

describe('push gateway fcm', () => {
  it('registers, lists and removes an fcm device as the gcm one it is', async () => {
    const device = `fcm${Math.random().toString(16).slice(2)}`;
    const path = `/v1/push/sub-key/${sub}/devices/${device}`;
    expect((await t.request('GET', `${path}?uuid=phone&add=a,b&type=fcm`)).body).toEqual([1, 'Modified Channels']);
    expect((await t.request('GET', `${path}?uuid=phone&type=fcm`)).body).toEqual(['a', 'b']);
    expect((await t.request('GET', `${path}?uuid=phone&type=gcm`)).body).toEqual(['a', 'b']);
    expect((await t.request('GET', `${path}/remove?uuid=phone&type=fcm`)).body).toEqual([1, 'Removed Device']);
    expect((await t.request('GET', `${path}?uuid=phone&type=fcm`)).body).toEqual([]);
    expect((await t.request('GET', `${path}?uuid=phone&type=mpns`)).status).toBe(400);
  });
});

describe('paging', () => {
  it('pages the push channel list with count and start', async () => {
    const device = `paged${Math.random().toString(16).slice(2)}`;
    const path = `/v1/push/sub-key/${sub}/devices/${device}?uuid=phone&type=fcm`;
    await t.request('GET', `${path}&add=c1,c2,c3,c4,c5`);
    expect((await t.request('GET', `${path}&count=2`)).body).toEqual(['c1', 'c2']);
    expect((await t.request('GET', `${path}&count=2&start=c2`)).body).toEqual(['c3', 'c4']);
    expect((await t.request('GET', `${path}&count=0`)).body).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect((await t.request('GET', `${path}&count=x`)).status).toBe(400);
  });

  it('pages the occupants of here-now with limit and offset, counting them all', async () => {
    const channel = freshChannel();
    for (const uuid of ['p1', 'p2', 'p3', 'p4'])
      await t.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/heartbeat?uuid=${uuid}&heartbeat=60`);
    const hereNow = (query: string) => t.request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(channel)}?uuid=viewer${query}`);
    await expect.poll(async () => (await hereNow('')).body.occupancy).toBe(4);
    expect((await hereNow('&limit=2')).body).toMatchObject({ occupancy: 4, uuids: ['p1', 'p2'] });
    expect((await hereNow('&limit=2&offset=2')).body).toMatchObject({ occupancy: 4, uuids: ['p3', 'p4'] });
    expect((await hereNow('&limit=0')).body).toMatchObject({ occupancy: 4, uuids: [] });
    const several = await t.request(
      'GET',
      `/v2/presence/sub-key/${sub}/channel/${enc(channel)},${enc(freshChannel())}?uuid=viewer&limit=1&offset=3`,
    );
    expect(several.body.payload.channels[channel]).toEqual({ occupancy: 4, uuids: ['p4'] });
    expect((await hereNow('&limit=1001')).status).toBe(400);
  });
});

describe('custom message types', () => {
  it('stores, delivers (cmt) and fetches the type of a publish, a POST publish and a signal', async () => {
    const channel = freshChannel();
    const reader = caller('reader');
    const { answer } = await reader.heldSubscribe([channel]);
    const published = await t.request(
      'GET',
      `/publish/${pub}/${sub}/0/${enc(channel)}/0/${enc(JSON.stringify('hello'))}?uuid=typer&custom_message_type=text-message_1`,
    );
    expect(published.status).toBe(200);
    expect((await answer).body.m[0]).toMatchObject({ d: 'hello', cmt: 'text-message_1' });

    const { answer: signalled } = await reader.heldSubscribe([channel]);
    const signal = await t.request(
      'GET',
      `/signal/${pub}/${sub}/0/${enc(channel)}/0/${enc('"typing"')}?uuid=typer&custom_message_type=typing`,
    );
    expect(signal.status).toBe(200);
    expect((await signalled).body.m.at(-1)).toMatchObject({ d: 'typing', e: 1, cmt: 'typing' });

    await compressedPublish(channel, deflateSync('"posted"'), 'deflate', '&custom_message_type=Posted');
    const fetched = await t.request(
      'GET',
      `/v3/history/sub-key/${sub}/channel/${enc(channel)}?uuid=reader&include_custom_message_type=true`,
    );
    expect(
      fetched.body.channels[channel].map((item: { message: unknown; custom_message_type?: string }) => [
        item.message,
        item.custom_message_type,
      ]),
    ).toEqual([
      ['hello', 'text-message_1'],
      ['posted', 'Posted'],
    ]);
    const without = await t.request('GET', `/v3/history/sub-key/${sub}/channel/${enc(channel)}?uuid=reader`);
    expect(without.body.channels[channel][0]).not.toHaveProperty('custom_message_type');
  });

  it.each(['ab', 'x'.repeat(51), 'has space', 'dot.ted', 'ünï'])('refuses the type %j with the 400 of its family', async (type) => {
    const channel = freshChannel();
    const published = await t.request('GET', `/publish/${pub}/${sub}/0/${enc(channel)}/0/1?uuid=typer&custom_message_type=${enc(type)}`);
    expect(published.status).toBe(400);
    expect(published.body).toEqual({ status: 400, error: true, message: 'Invalid custom_message_type', service: 'Publish' });
    const signal = await t.request('GET', `/signal/${pub}/${sub}/0/${enc(channel)}/0/1?uuid=typer&custom_message_type=${enc(type)}`);
    expect(signal.status).toBe(400);
    const file = await t.request(
      'GET',
      `/v1/files/publish-file/${pub}/${sub}/0/${enc(channel)}/0/${enc('"ciphertext"')}?uuid=typer&custom_message_type=${enc(type)}`,
    );
    expect(file.status).toBe(400);
    expect(file.body.error).toMatchObject({ source: 'files', details: [{ location: 'custom_message_type', locationType: 'query' }] });
  });

  it('carries the type of a file publish', async () => {
    const channel = freshChannel();
    const { answer } = await caller('reader').heldSubscribe([channel]);
    const published = await t.request(
      'GET',
      `/v1/files/publish-file/${pub}/${sub}/0/${enc(channel)}/0/${enc('"ciphertext"')}?uuid=typer&custom_message_type=photo`,
    );
    expect(published.status).toBe(200);
    expect((await answer).body.m[0]).toMatchObject({ e: 4, d: 'ciphertext', cmt: 'photo' });
  });
});

describe('CORS on the protocol routes', () => {
  const origin = 'https://elsewhere.example';

  it('answers a protocol call from another origin with CORS headers', async () => {
    const response = await fetch(`${t.baseUrl}/time/0`, { headers: { origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await fetch(`${t.baseUrl}/v2/presence/sub-key/wrong/channel/x?uuid=a`, { headers: { origin } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the preflight of a PATCH, a DELETE and a JSON POST', async () => {
    for (const [method, path] of [
      ['PATCH', `/v2/objects/${sub}/uuids/ada`],
      ['DELETE', `/v3/history/sub-key/${sub}/channel/x`],
      ['POST', `/publish/${pub}/${sub}/0/x/0`],
    ] as const) {
      const response = await fetch(`${t.baseUrl}${path}?uuid=ada`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,content-encoding' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type,content-encoding');
    }
  });

  it('keeps paths outside the protocol without CORS', async () => {
    const preflight = await fetch(`${t.baseUrl}/api/anything`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows only the configured origins', async () => {
    const listed = await startRealtimeServer({ openAccess: true, corsOrigins: ['https://app.example'] });
    try {
      const allowed = await fetch(`${listed.baseUrl}/time/0`, { headers: { origin: 'https://app.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
      const other = await fetch(`${listed.baseUrl}/time/0`, { headers: { origin } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.close();
    }
  });
});

describe('wildcard subscribe with the access rules of members', () => {
  it('delivers every readable channel under the wildcard, and nothing a member may not read', async () => {
    const members = await startRealtimeServer();
    try {
      const [ada, bob, cyd] = [members.access.member(), members.access.member(), members.access.member()];
      const publish = (member: TestMember, channel: string, message: string) =>
        members.request(
          'GET',
          `/publish/${pub}/${sub}/0/${enc(channel)}/0/${enc(JSON.stringify(message))}?uuid=${member.uuid}&auth=${member.token}`,
        );
      const { answer } = await memberCalls(members, ada).heldSubscribe([userChannelOf(ada.id), 'dm.*']);
      expect((await publish(bob, directChannelOf(bob.id, cyd.id), 'not for Ada')).status).toBe(200);
      expect((await publish(bob, directChannelOf(ada.id, bob.id), 'for Ada')).status).toBe(200);
      const envelopes = (await answer).body.m;
      expect(envelopes.map((envelope: { d: unknown; c: string; b: string }) => [envelope.d, envelope.c, envelope.b])).toEqual([
        ['for Ada', directChannelOf(ada.id, bob.id), 'dm.*'],
      ]);

      // A block closes the pair's conversation to the wildcard too, also in a catch-up.
      const wildcard = `/v2/subscribe/${sub}/dm.*/0`;
      const cursor = (await memberCalls(members, ada).request('GET', wildcard)).body.t.t;
      await publish(bob, directChannelOf(ada.id, bob.id), 'before the block');
      await publish(cyd, directChannelOf(ada.id, cyd.id), 'from Cyd');
      await members.access.block(ada, bob);
      const caughtUp = await memberCalls(members, ada).request('GET', `${wildcard}?tt=${cursor}`);
      expect(caughtUp.body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual(['from Cyd']);
    } finally {
      await members.close();
    }
  });

  it.each(['*', 'a*', 'a.*.b', '.*'])('refuses the malformed wildcard %j', async (channel) => {
    const answer = await t.request('GET', `/v2/subscribe/${sub}/${enc(channel)}/0?uuid=wild`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Invalid Channel', service: 'Subscribe' });
  });
});

describe('presence interval mode among members', () => {
  it('names no one: the interval event asks for a here-now, which shows each member only whom it may see', async () => {
    const members = await startRealtimeServer({ announceMax: 1, presenceIntervalSeconds: 1 });
    try {
      const [ada, bob, cyd] = [members.access.member(), members.access.member(), members.access.member()];
      const lobby = publicChannelOf(`${runPrefix}-crowd`);
      const { answer } = await memberCalls(members, ada).heldSubscribe([userChannelOf(ada.id), `${lobby}-pnpres`]);
      for (const member of [bob, cyd])
        await memberCalls(members, member).request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}/heartbeat?heartbeat=60`);
      const [event] = (await answer).body.m;
      expect(event).toMatchObject({ c: `${lobby}-pnpres`, d: { action: 'interval', occupancy: 2, here_now_refresh: true } });
      expect(event.d).not.toHaveProperty('join');
    } finally {
      await members.close();
    }
  });
});
