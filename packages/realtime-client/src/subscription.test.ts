import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, subscribe, type SubscriptionStatus } from './index.js';

afterEach(() => vi.useRealTimers());

const envelope = (t: string, text: string) => ({ c: 'dm.a.b', b: 'dm.a.b', d: { text }, i: 'b-rt', p: { t, r: 1 } });
const answer = (t: string, ...m: unknown[]) => ({ t: { t, r: 1 }, m });

/** A service scripted answer by answer (an Error is a failed request), recording each request's cursor. */
function scriptedService(script: Array<unknown | Error | number>) {
  const cursors: Array<string | null> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    cursors.push(new URL(String(input)).searchParams.get('tt'));
    const next = script.shift();
    if (next === undefined)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (next instanceof Error) throw next;
    if (typeof next === 'number')
      return new Response(JSON.stringify({ status: next, error: true, message: 'no', service: 'Access Manager' }), { status: next });
    return new Response(JSON.stringify(next));
  });
  const connection = createRealtimeConnection({
    origin: 'http://rt.test',
    subscribeKey: 'sub',
    userId: 'a-rt',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { connection, cursors, fetch };
}

describe('the subscribe loop', () => {
  it('starts with a handshake and then resumes from the cursor of each answer', async () => {
    const { connection, cursors } = scriptedService([answer('100'), answer('105', envelope('105', 'hi'))]);
    const texts: string[] = [];
    const subscription = subscribe(connection, {
      channels: ['dm.a.b'],
      message: (event) => texts.push((event.message as { text: string }).text),
    });
    await vi.waitFor(() => expect(cursors).toHaveLength(3));
    expect(cursors).toEqual([null, '100', '105']);
    expect(texts).toEqual(['hi']);
    expect(subscription.timetoken).toBe('105');
    await subscription.stop();
  });

  it('retries from the same cursor after failures, waiting longer each time up to the maximum', async () => {
    vi.useFakeTimers();
    const down = new TypeError('network down');
    const { connection, cursors } = scriptedService([answer('100'), down, down, down, down, answer('101', envelope('101', 'back'))]);
    const statuses: SubscriptionStatus[] = [];
    const subscription = subscribe(connection, {
      channels: ['dm.a.b'],
      backoff: { initialMs: 1_000, maxMs: 4_000 },
      status: (status) => statuses.push(status),
    });
    await vi.advanceTimersByTimeAsync(20_000);
    const waits = statuses.flatMap((status) => (status.category === 'networkDown' ? [status.retryInMs] : []));
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    expect(cursors.slice(1, 7)).toEqual(['100', '100', '100', '100', '100', '101']);
    expect(statuses.map((status) => status.category)).toEqual([
      'connected',
      'networkDown',
      'networkDown',
      'networkDown',
      'networkDown',
      'reconnected',
    ]);
    await subscription.stop();
  });

  it('keeps its cursor when an answer carries none, and resumes from it', async () => {
    vi.useFakeTimers();
    const { connection, cursors } = scriptedService([answer('100'), {}, answer('101', envelope('101', 'hello'))]);
    const texts: string[] = [];
    const subscription = subscribe(connection, {
      channels: ['dm.a.b'],
      message: (event) => texts.push((event.message as { text: string }).text),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cursors.slice(0, 4)).toEqual([null, '100', '100', '101']);
    expect(texts).toEqual(['hello']);
    await subscription.stop();
  });

  it('hands over a message replayed after a reconnect only once', async () => {
    const { connection } = scriptedService([
      answer('100'),
      answer('101', envelope('101', 'once')),
      answer('102', envelope('101', 'once'), envelope('102', 'twice')),
    ]);
    const texts: string[] = [];
    const subscription = subscribe(connection, {
      channels: ['dm.a.b'],
      message: (event) => texts.push((event.message as { text: string }).text),
    });
    await vi.waitFor(() => expect(texts).toEqual(['once', 'twice']));
    await subscription.stop();
  });

  it.each([
    [403, 'accessDenied'],
    [400, 'badRequest'],
  ])('ends when the service answers %i', async (status, category) => {
    const { connection, fetch } = scriptedService([answer('100'), status]);
    const statuses: string[] = [];
    const subscription = subscribe(connection, { channels: ['dm.a.b'], status: (change) => statuses.push(change.category) });
    await subscription.done;
    expect(statuses).toEqual(['connected', category]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for the presence channels too, and the presence timeout it was given (never under 20 s)', async () => {
    const { connection, fetch } = scriptedService([]);
    const subscription = subscribe(connection, {
      channels: ['dm.a.b'],
      channelGroups: ['a:all'],
      withPresence: true,
      presenceTimeoutSeconds: 5,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(decodeURIComponent(url.pathname)).toBe('/v2/subscribe/sub/dm.a.b,dm.a.b-pnpres/0');
    expect(url.searchParams.get('channel-group')).toBe('a:all,a:all-pnpres');
    expect(url.searchParams.get('heartbeat')).toBe('20');
    await subscription.stop();
  });
});
