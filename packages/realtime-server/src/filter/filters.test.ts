import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { runPrefix } from '../../test/runPrefix.js';

let t: RealtimeTestServer;
const { publishKey: pub, subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;

beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const publishWithMeta = (channel: string, message: string, meta: object) =>
  t.request(
    'GET',
    `/publish/${pub}/${sub}/0/${channel}/0/${enc(JSON.stringify(message))}?uuid=publisher&meta=${enc(JSON.stringify(meta))}`,
  );

describe('subscribe filters', () => {
  it('match a pathological LIKE pattern against a long meta value at once, without holding up the server', async () => {
    const channel = `${runPrefix}.like`;
    const filter = enc("a LIKE '*a*a*a*a*b'");
    const cursor: string = (await t.request('GET', `/v2/subscribe/${sub}/${channel}/0?uuid=listener`)).body.t.t;
    const held = t.request('GET', `/v2/subscribe/${sub}/${channel}/0?uuid=listener&tt=${cursor}&filter-expr=${filter}`);
    // A backtracking regular expression spent 13.7 s on 200 characters, with the whole server waiting.
    expect((await publishWithMeta(channel, 'long', { a: 'a'.repeat(4000) })).status).toBe(200);
    expect((await t.request('GET', '/time/0')).status).toBe(200);
    expect((await publishWithMeta(channel, 'match', { a: 'aaaab' })).status).toBe(200);
    expect((await held).body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual(['match']);
  });

  it('refuse a filter that would cost too much with 400', async () => {
    const manyComparisons = Array.from({ length: 33 }, (_, index) => `a${index} == 1`).join(' || ');
    const answer = await t.request('GET', `/v2/subscribe/${sub}/${runPrefix}.costly/0?uuid=listener&filter-expr=${enc(manyComparisons)}`);
    expect(answer).toMatchObject({ status: 400, body: { status: 400, service: 'Subscribe' } });
    expect(answer.body.message).toContain('more than 32 comparisons');
  });
});

describe('objects filters', () => {
  it('refuse a like pattern that would cost too much with 400', async () => {
    const answer = await t.request('GET', `/v2/objects/${sub}/uuids?uuid=tester&filter=${enc(`name like '${'*a'.repeat(200)}'`)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('like pattern is longer than 256 characters');
  });

  it('match like with * only, case-insensitive, other characters literally', async () => {
    for (const [id, name] of [
      ['u1', 'Ada_%Lovelace'],
      ['u2', 'Adam'],
      ['u3', 'ada lovelace'],
    ])
      expect((await t.request('PATCH', `/v2/objects/${sub}/uuids/${id}?uuid=${id}`, { body: { name } })).status).toBe(200);
    const ids = async (filter: string) =>
      (await t.request('GET', `/v2/objects/${sub}/uuids?uuid=tester&sort=id&filter=${enc(filter)}`)).body.data.map(
        (item: { id: string }) => item.id,
      );
    expect(await ids("name like 'ada*lovelace'")).toEqual(['u1', 'u3']);
    expect(await ids("name like '*_%*'")).toEqual(['u1']);
    expect(await ids("name like 'ad_m'")).toEqual([]);
  });
});
