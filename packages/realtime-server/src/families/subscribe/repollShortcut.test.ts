import { publicChannelOf } from '@meshwork/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberCalls } from '../../../test/memberCalls.js';
import { rawBodyOf, rawGet as rawGetFrom, rawStatusOf } from '../../../test/rawGet.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { runPrefix } from '../../../test/runPrefix.js';
import { RepollShortcuts } from './repollShortcut.js';

const origin = 'https://elsewhere.example';

const rawGet = (baseUrl: string, path: string, from = origin) => rawGetFrom(baseUrl, path, { origin: from });
const bodyOf = (answer: string) => rawBodyOf(answer) as { t: { t: string }; m: Array<{ d: unknown }> };

let t: RealtimeTestServer;
beforeAll(async () => {
  // A listed origin: its CORS headers depend on the request's `Origin` (and say so with `vary`).
  t = await startRealtimeServer({ corsOrigins: [origin] });
});
afterAll(() => t.close());

/** A member's subscribe loop on a channel of its own, and a message already there to catch up on. */
async function loopWithAMessage() {
  const member = t.access.member();
  const calls = memberCalls(t, member);
  const channel = publicChannelOf(`${runPrefix}-shortcut-${randomUUID()}`);
  const handshake = `/v2/subscribe/${testKeys.subscribeKey}/${encodeURIComponent(channel)}/0?uuid=${member.uuid}&auth=${member.token}&heartbeat=60`;
  const path = (cursor: string) => `${handshake}&tt=${cursor}`;
  // Without `tt`, as SDKs send it: no shortcut is left for the loop's polls yet.
  const cursor = bodyOf(await rawGet(t.baseUrl, handshake)).t.t;
  expect((await calls.publish(channel, 'hello')).status).toBe(200);
  return { member, path, cursor };
}

/** `get`'s answer, and whether Fastify routed its request. */
async function routedOrNot<T>(get: () => Promise<T>): Promise<{ answer: T; routed: boolean }> {
  const before = t.routedRequests();
  const answer = await get();
  return { answer, routed: t.routedRequests() !== before };
}

describe("a client's next poll, answered before Fastify's routing", () => {
  it('is answered byte for byte as Fastify answers it', async () => {
    const { path, cursor } = await loopWithAMessage();
    const first = await routedOrNot(() => rawGet(t.baseUrl, path(cursor)));
    const again = await routedOrNot(() => rawGet(t.baseUrl, path(cursor)));
    expect(first.routed).toBe(true);
    expect(again.routed).toBe(false);
    expect(rawStatusOf(first.answer)).toBe(200);
    expect(bodyOf(first.answer).m.map((envelope) => envelope.d)).toEqual(['hello']);
    expect(first.answer).toContain('\r\nvary: Origin\r\n');
    expect(first.answer).toContain(`\r\naccess-control-allow-origin: ${origin}\r\n`);
    expect(again.answer).toBe(first.answer);
  });

  it('goes through Fastify for what it does not know: another origin, another cursor parameter', async () => {
    const { path, cursor } = await loopWithAMessage();
    await rawGet(t.baseUrl, path(cursor));
    const elsewhere = await routedOrNot(() => rawGet(t.baseUrl, path(cursor), 'https://other.example'));
    expect(elsewhere.routed).toBe(true);
    expect(elsewhere.answer).not.toContain('access-control-allow-origin');
    const twice = await routedOrNot(() => rawGet(t.baseUrl, `${path(cursor)}&tt=${cursor}`));
    expect(twice.routed).toBe(true);
    expect(rawStatusOf(twice.answer)).toBe(200);
    const invalid = await routedOrNot(() => rawGet(t.baseUrl, path('not-a-timetoken')));
    expect(invalid.routed).toBe(true);
    expect(rawStatusOf(invalid.answer)).toBe(400);
  });

  it('is refused once the session has ended, as Fastify refuses it', async () => {
    const { member, path, cursor } = await loopWithAMessage();
    await rawGet(t.baseUrl, path(cursor));
    expect((await routedOrNot(() => rawGet(t.baseUrl, path(cursor)))).routed).toBe(false);
    await t.access.signOut(member);
    const refused = await routedOrNot(() => rawGet(t.baseUrl, path(cursor)));
    expect(refused.routed).toBe(true);
    expect(rawStatusOf(refused.answer)).toBe(403);
  });

  it('held, is refused when the session ends, with the same bytes as a refusal through Fastify', async () => {
    const { member, path, cursor } = await loopWithAMessage();
    const newest = bodyOf(await rawGet(t.baseUrl, path(cursor))).t.t;
    // A poll from the newest cursor is held once the server has taken it in; a poll that came after the sign-out would be routed.
    const before = t.routedRequests();
    const received = t.receivedRequests();
    const held = rawGet(t.baseUrl, path(newest));
    await vi.waitFor(() => expect(t.receivedRequests()).toBe(received + 1));
    await t.access.signOut(member);
    const refusal = await held;
    expect(t.routedRequests()).toBe(before);
    expect(rawStatusOf(refusal)).toBe(403);
    expect(refusal).toBe(await rawGet(t.baseUrl, path(newest)));
  });
});

describe('a re-poll as long as the server takes', () => {
  // The server's `http.maxHeaderSize`, as the app's: the request line and headers together.
  const headMax = 128 * 1024;
  // The longest URL, but for the few headers `rawGet` sends with it.
  const urlMax = headMax - 512;
  /** `start`, then as many `unit`s as the longest URL holds. */
  const filled = (start: string, unit: string) => start + unit.repeat(Math.floor((urlMax - start.length) / unit.length));

  /** Polls `url` twice, Fastify answering the first with the same bytes as the second; then the loop's ordinary poll still answers. */
  async function pollTwice(loop: Awaited<ReturnType<typeof loopWithAMessage>>, url: string) {
    const first = await routedOrNot(() => rawGet(t.baseUrl, url));
    const again = await routedOrNot(() => rawGet(t.baseUrl, url));
    expect(first.routed).toBe(true);
    expect(again.answer).toBe(first.answer);
    expect(rawStatusOf(await rawGet(t.baseUrl, loop.path(loop.cursor)))).toBe(200);
    return { answer: first.answer, shortcutTookIt: !again.routed };
  }

  // The worst shapes for the shortcut's patterns, which scan each `&`-separated name, count the `tt`s and read the cursor:
  // the loop's re-poll, then `after`, then as many `unit`s as fit.
  it.each([
    { shape: 'tens of thousands of empty parameters', after: '', unit: '&x=', shortcutTakesIt: true },
    { shape: 'tens of thousands of names without a value', after: '', unit: '&x', shortcutTakesIt: true },
    { shape: 'one value of ~128 KiB', after: '&x=', unit: 'a', shortcutTakesIt: true },
    { shape: 'one value of ~128 KiB after a `?`', after: '&x=?', unit: 'a', shortcutTakesIt: true },
    { shape: 'one name of ~128 KiB', after: '&', unit: 'a', shortcutTakesIt: true },
    { shape: 'tens of thousands of names that start as its cursor', after: '', unit: '&tt1=', shortcutTakesIt: true },
    { shape: 'tens of thousands of escaped cursors', after: '', unit: '&%74t=', shortcutTakesIt: false },
    { shape: 'tens of thousands of cursors without a value', after: '', unit: '&tt', shortcutTakesIt: false },
  ])('with $shape is answered as an ordinary one', async ({ after, unit, shortcutTakesIt }) => {
    const loop = await loopWithAMessage();
    const { answer, shortcutTookIt } = await pollTwice(loop, filled(loop.path(loop.cursor) + after, unit));
    expect(rawStatusOf(answer)).toBe(200);
    expect(bodyOf(answer).m.map((envelope) => envelope.d)).toEqual(['hello']);
    expect(shortcutTookIt).toBe(shortcutTakesIt);
  });

  it('with a cursor of ~128 KiB digits is refused as an invalid cursor', async () => {
    const loop = await loopWithAMessage();
    const { answer } = await pollTwice(loop, filled(loop.path(''), '1'));
    expect(rawStatusOf(answer)).toBe(400);
    expect(rawBodyOf(answer)).toMatchObject({ message: 'Invalid tt' });
  });

  it('past 128 KiB is refused before routing (431), and the server goes on', async () => {
    const loop = await loopWithAMessage();
    const repoll = loop.path(loop.cursor);
    const refused = await routedOrNot(() => rawGet(t.baseUrl, `${repoll}&x=`.padEnd(headMax + 1, 'a')));
    expect(rawStatusOf(refused.answer)).toBe(431);
    expect(refused.routed).toBe(false);
    expect(rawStatusOf(await rawGet(t.baseUrl, repoll))).toBe(200);
  });
});

describe('what counts as a re-poll of a known loop', () => {
  const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
  const shortcuts = new RepollShortcuts();
  const shortcut = { planKey: 'plan', headers: {} };
  shortcuts.remember(get(`/v2/subscribe/sub/a/0?uuid=u&tt=5&tr=2`, { origin }), shortcut);
  const cursorOf = (url: string, headers = { origin }) => shortcuts.find(get(url, headers))?.cursor;

  it('is the same URL but its cursor, from the same origin', () => {
    expect(cursorOf('/v2/subscribe/sub/a/0?uuid=u&tt=9&tr=2')).toBe(9n);
    expect(cursorOf('/v2/subscribe/sub/a/0?tt=9&uuid=u&tr=2')).toBe(9n);
    expect(cursorOf('/v2/subscribe/sub/a/0?uuid=u&tr=2&tt=9')).toBe(9n);
    expect(cursorOf('/v2/subscribe/sub/a/0?uuid=u&tt=9&tr=2', { origin: 'https://other.example' })).toBeUndefined();
    expect(cursorOf('/v2/subscribe/sub/a/0?uuid=u&tt=9&tr=3')).toBeUndefined();
  });

  it('is not a request whose cursor Fastify could read otherwise', () => {
    for (const query of [
      'uuid=u&tt=9&tr=2&tt=3',
      'uuid=u&tt&tt=9&tr=2',
      'uuid=u&t%74=1&tt=9&tr=2',
      'uuid=u&tt=9x&tr=2',
      'uuid=u&tt=%39&tr=2',
    ])
      expect(cursorOf(`/v2/subscribe/sub/a/0?${query}`)).toBeUndefined();
    expect(
      shortcuts.find({ ...get('/v2/subscribe/sub/a/0?uuid=u&tt=9&tr=2', { origin }), method: 'HEAD' } as IncomingMessage),
    ).toBeUndefined();
  });
});

describe('the shortcuts a node keeps', () => {
  const get = (url: string) => ({ method: 'GET', url, headers: {} }) as unknown as IncomingMessage;
  const longUrl = (index: number) => `/v2/subscribe/sub/a/0?uuid=u${index}&state=${'x'.repeat(127 * 1024)}&tt=5`;

  it('hold at most their budget: re-polls at the URL size limit push the older ones out', () => {
    const budget = 1024 * 1024;
    const shortcuts = new RepollShortcuts(budget);
    const indexes = Array.from({ length: 16 }, (_, index) => index);
    for (const index of indexes) shortcuts.remember(get(longUrl(index)), { planKey: `plan ${index}`, headers: {} });
    const kept = indexes.filter((index) => shortcuts.find(get(longUrl(index))) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length * 127 * 1024).toBeLessThanOrEqual(budget);
    expect(kept).toEqual(indexes.slice(-kept.length));
  });

  it('keep every ordinary loop of a busy node', () => {
    const shortcuts = new RepollShortcuts();
    const url = (index: number) =>
      `/v2/subscribe/sub/dm.${index}.${index + 1},user.${index}/0?uuid=member-${index}&auth=${'t'.repeat(64)}&tt=5`;
    for (let index = 0; index < 20_000; index++) shortcuts.remember(get(url(index)), { planKey: `plan ${index}`, headers: {} });
    expect([0, 9_999, 19_999].map((index) => shortcuts.find(get(url(index)))?.shortcut.planKey)).toEqual([
      'plan 0',
      'plan 9999',
      'plan 19999',
    ]);
  });
});
