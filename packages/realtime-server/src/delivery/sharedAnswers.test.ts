import { publicChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls } from '../../test/memberCalls.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';
import { runPrefix } from '../../test/runPrefix.js';
import { subscribeAnswerBytes } from './envelope.js';

const { publishKey: pub, subscribeKey: sub } = testKeys;
const enc = encodeURIComponent;

describe('a subscribe answer shared by subscribers answered together', () => {
  it('is built once for the same envelopes, cursor and region, and apart for any difference', () => {
    const first = subscribeAnswerBytes(17n, 1, ['{"d":1}', '{"d":2}']);
    expect(first.toString()).toBe('{"t":{"t":"17","r":1},"m":[{"d":1},{"d":2}]}');
    expect(subscribeAnswerBytes(17n, 1, ['{"d":1}', '{"d":2}'])).toBe(first);
    for (const [cursor, region, envelopes] of [
      [18n, 1, ['{"d":1}', '{"d":2}']],
      [17n, 2, ['{"d":1}', '{"d":2}']],
      [17n, 1, ['{"d":1}']],
      [17n, 1, ['{"d":1}', '{"d":3}']],
    ] as const) {
      const other = subscribeAnswerBytes(cursor, region, [...envelopes]);
      expect(other).not.toBe(first);
      expect(JSON.parse(other.toString())).toEqual({ t: { t: String(cursor), r: region }, m: envelopes.map((text) => JSON.parse(text)) });
    }
    // Answers built in between do not end the sharing: a crowd polls from a few cursors at a time.
    expect(subscribeAnswerBytes(17n, 1, ['{"d":1}', '{"d":2}'])).toBe(first);
  });
});

describe('a crowded channel', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer({ openAccess: true });
  });
  afterAll(() => t.close());

  interface Subscriber {
    uuid: string;
    filter?: string;
    region?: number;
    cursor: string;
    received: Array<{ n: number; timetoken: string; region: number }>;
    cursorsAnswered: string[];
  }

  /** Polls like an SDK: each answer's cursor is the next request's, until `count` messages came or the load is over. */
  async function pollUntil(channel: string, subscriber: Subscriber, count: number, over: () => boolean): Promise<void> {
    while (subscriber.received.length < count && !over()) {
      const query = `uuid=${subscriber.uuid}&tt=${subscriber.cursor}&tr=${subscriber.region ?? 1}${
        subscriber.filter ? `&filter-expr=${enc(subscriber.filter)}` : ''
      }`;
      const answer = await t.request('GET', `/v2/subscribe/${sub}/${enc(channel)}/0?${query}`);
      expect(answer.status).toBe(200);
      for (const envelope of answer.body.m as Array<{ d: { n: number }; p: { t: string; r: number }; c: string; b: string }>) {
        expect([envelope.c, envelope.b]).toEqual([channel, channel]);
        subscriber.received.push({ n: envelope.d.n, timetoken: envelope.p.t, region: envelope.p.r });
      }
      subscriber.cursor = answer.body.t.t;
      subscriber.cursorsAnswered.push(`${answer.body.t.t}/${answer.body.t.r}`);
    }
  }

  it('gives each subscriber every message it may see once, in order, from its own cursor, whatever the others get', async () => {
    const channel = `${runPrefix}.crowded`;
    const publish = async (n: number) => {
      const answer = await t.request(
        'GET',
        `/publish/${pub}/${sub}/0/${channel}/0/${enc(JSON.stringify({ n }))}?uuid=publisher&meta=${enc(JSON.stringify({ n }))}`,
      );
      expect(answer.status).toBe(200);
      return answer.body[2] as string;
    };
    const start: string = (await t.request('GET', `/v2/subscribe/${sub}/${channel}/0?uuid=first`)).body.t.t;
    const timetokens: string[] = [];
    for (let n = 1; n <= 3; n++) timetokens.push(await publish(n));
    const afterThird = timetokens[2]!;
    const subscriber = (uuid: string, cursor: string, filter?: string, region?: number): Subscriber => ({
      uuid,
      cursor,
      filter,
      region,
      received: [],
      cursorsAnswered: [],
    });
    // Twelve alike (their answers are shared), and others with an older cursor, a filter or another region.
    const crowd = [
      ...Array.from({ length: 12 }, (_, index) => subscriber(`alike-${index}`, afterThird)),
      subscriber('from-start', start),
      subscriber('from-start-odd', start, 'n == 1 || n == 3 || n == 5 || n == 7 || n == 9 || n == 11 || n == 13 || n == 15'),
      subscriber('above-eight', afterThird, 'n > 8'),
      subscriber('region-two', afterThird, undefined, 2),
    ];
    const expected = new Map<string, number[]>([
      ...crowd.slice(0, 12).map((one) => [one.uuid, range(4, 16)] as const),
      ['from-start', range(1, 16)],
      ['from-start-odd', range(1, 16).filter((n) => n % 2 === 1)],
      ['above-eight', range(9, 16)],
      ['region-two', range(4, 16)],
    ]);
    let over = false;
    const polling = crowd.map((one) => pollUntil(channel, one, expected.get(one.uuid)!.length, () => over));
    // Bursts and gaps: some messages reach subscribers all held, others while they are between two polls.
    for (let n = 4; n <= 16; n++) {
      timetokens.push(await publish(n));
      if (n % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const deadline = setTimeout(() => (over = true), 10_000);
    await Promise.all(polling);
    clearTimeout(deadline);

    for (const one of crowd) {
      expect(
        one.received.map((message) => message.n),
        one.uuid,
      ).toEqual(expected.get(one.uuid));
      expect(
        one.received.map((message) => message.timetoken),
        one.uuid,
      ).toEqual(one.received.map((message) => timetokens[message.n - 1]));
      expect(new Set(one.received.map((message) => message.region))).toEqual(new Set([1]));
      expect(one.cursorsAnswered.every((cursor) => cursor.endsWith(`/${one.region ?? 1}`))).toBe(true);
    }
  });
});

describe('a crowded presence channel', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer();
  });
  afterAll(() => t.close());

  it('answers held subscribers of one channel apart: each sees only the presence its access shows it', async () => {
    const lobby = publicChannelOf(`${runPrefix}-crowded-lobby`);
    const [alice, bob, carol] = [t.access.member(), t.access.member(), t.access.member()];
    await t.access.befriend(alice, bob);
    // Both listen to the lobby's presence (through a room of their own, where their request is seen held).
    const room = publicChannelOf(`${runPrefix}-crowded-room`);
    const heldOfBob = await memberCalls(t, bob).heldSubscribe([room, `${lobby}-pnpres`]);
    const heldOfCarol = await memberCalls(t, carol).heldSubscribe([room, `${lobby}-pnpres`]);
    // Alice arrives: only her friend Bob is told; then Carol arrives: only Carol sees herself.
    expect(
      (await memberCalls(t, alice).request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}/heartbeat?heartbeat=60`)).status,
    ).toBe(200);
    expect(
      (await memberCalls(t, carol).request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(lobby)}/heartbeat?heartbeat=60`)).status,
    ).toBe(200);
    const presenceOf = (answer: { body: { m: Array<{ d: { action: string; uuid: string } }> } }) =>
      answer.body.m.map((envelope) => `${envelope.d.action} ${envelope.d.uuid}`);
    expect(presenceOf(await heldOfBob.answer)).toEqual([`join ${alice.uuid}`]);
    expect(presenceOf(await heldOfCarol.answer)).toEqual([`join ${carol.uuid}`]);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
