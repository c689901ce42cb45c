import { createRealtimeConnection } from '@meshwork/realtime-client';

interface Poll {
  channels: string[];
  cursor: string;
  answer(status: number, body: unknown): void;
}

interface StoredEnvelope {
  c: string;
  d: unknown;
  /** 1 signal, 2 objects, 3 message action; none for a message. */
  e?: number;
  i?: string;
  p: { t: string; r: number };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/**
 * The realtime service as the web app's client sees it, in memory. Subscribe: a handshake answers
 * the current timetoken; a poll with a cursor answers at once with what its channels had since,
 * else is held until something comes (or the loop cuts it); refused channels answer 403 naming
 * them, as the service does. Publishing stores the message and hands its echo to the polls;
 * history (fetch messages) answers the newest stored messages before `start`; channel members and
 * memberships are answered empty and accepted. `failPublishes` makes the next publishes fail with a 503.
 */
export class ScriptedRealtime {
  readonly held = new Set<Poll>();
  readonly requests: Array<{ channels: string[]; cursor: string | null }> = [];
  readonly leaves: string[][] = [];
  readonly published: Array<{ channel: string; message: unknown }> = [];
  private readonly stored: StoredEnvelope[] = [];
  private readonly refused = new Set<string>();
  private timetoken = 17_000_000_000_000_000n;
  private publishFailures = 0;

  readonly fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const parts = url.pathname.split('/').map(decodeURIComponent);
    if (parts[1] === 'publish') return Promise.resolve(this.acceptPublish(parts[5]!, JSON.parse(parts[7]!), url.searchParams.get('uuid')));
    if (parts[1] === 'v3') return Promise.resolve(this.history(parts[6]!, url.searchParams));
    if (parts[1] === 'v2' && parts[2] === 'objects') return Promise.resolve(json(200, { status: 200, data: [] }));
    if (url.pathname.endsWith('/leave')) {
      this.leaves.push(parts[parts.indexOf('channel') + 1]!.split(','));
      return Promise.resolve(json(200, { status: 200, message: 'OK', action: 'leave', service: 'Presence' }));
    }
    if (parts[1] === 'v2' && parts[2] === 'subscribe') return this.subscribe(parts[4]!.split(','), url.searchParams.get('tt'), init);
    return Promise.resolve(json(404, { status: 404, error: true, message: 'Not scripted' }));
  };

  /** Something said on a channel by `publisher` (a message, or with `type` a signal, objects event or message action). */
  publish(channel: string, message: unknown, { publisher, type }: { publisher?: string; type?: number } = {}): string {
    const timetoken = String(++this.timetoken);
    this.stored.push({ c: channel, d: message, e: type, i: publisher, p: { t: timetoken, r: 1 } });
    for (const poll of [...this.held]) this.answer(poll);
    return timetoken;
  }

  /** A message action added live by `publisher` to a stored message, as the service announces it. */
  act(channel: string, messageTimetoken: string, action: { type: string; value: string }, publisher: string): void {
    const data = { ...action, messageTimetoken, actionTimetoken: String(this.timetoken + 1n) };
    this.publish(channel, { event: 'added', data }, { publisher, type: 3 });
  }

  failPublishes(count: number): void {
    this.publishFailures = count;
  }

  refuse(channel: string): void {
    this.refused.add(channel);
    for (const poll of [...this.held]) this.answer(poll);
  }

  /** A connection of the web app's client to this service, as `memberId`. */
  connectionOf(memberId: string) {
    return createRealtimeConnection({
      origin: 'http://realtime.test',
      publishKey: 'pub-test',
      subscribeKey: 'sub-test',
      userId: `${memberId}-rt`,
      fetch: this.fetch,
    });
  }

  private acceptPublish(channel: string, message: unknown, publisher: string | null): Response {
    if (this.publishFailures > 0) {
      this.publishFailures--;
      return json(503, { status: 503, error: true, message: 'Service Unavailable' });
    }
    this.published.push({ channel, message });
    return json(200, [1, 'Sent', this.publish(channel, message, { publisher: publisher ?? undefined })]);
  }

  private history(channel: string, query: URLSearchParams): Response {
    const start = query.get('start');
    const messages = this.stored.filter(
      (envelope) => envelope.c === channel && !envelope.e && (!start || BigInt(envelope.p.t) < BigInt(start)),
    );
    const page = messages.slice(-Number(query.get('max')));
    const items = page.map((envelope) => ({
      message: envelope.d,
      timetoken: envelope.p.t,
      uuid: envelope.i,
      message_type: null,
      actions: {},
    }));
    return json(200, { status: 200, error: false, channels: { [channel]: items } });
  }

  private subscribe(channels: string[], cursor: string | null, init?: RequestInit): Promise<Response> {
    this.requests.push({ channels, cursor });
    if (!cursor) return Promise.resolve(json(200, { t: { t: String(this.timetoken), r: 1 }, m: [] }));
    return new Promise((resolve, reject) => {
      const poll: Poll = { channels, cursor, answer: (status, body) => (this.held.delete(poll), resolve(json(status, body))) };
      init?.signal?.addEventListener('abort', () => (this.held.delete(poll), reject(new DOMException('cut', 'AbortError'))));
      this.held.add(poll);
      this.answer(poll);
    });
  }

  private answer(poll: Poll): void {
    const refused = poll.channels.filter((channel) => this.refused.has(channel));
    if (refused.length)
      return poll.answer(403, {
        status: 403,
        error: true,
        message: 'Forbidden',
        service: 'Access Manager',
        payload: { channels: refused },
      });
    const since = this.stored.filter((envelope) => poll.channels.includes(envelope.c) && BigInt(envelope.p.t) > BigInt(poll.cursor));
    if (since.length) poll.answer(200, { t: since.at(-1)!.p, m: since });
  }
}
