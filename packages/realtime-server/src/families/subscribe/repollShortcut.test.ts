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
