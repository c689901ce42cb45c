import { presenceChannelSuffix } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeList } from './encoding.js';
import { RealtimeServiceError } from './errors.js';
import { dispatchEnvelope, type Envelope, type RealtimeListener } from './events.js';
import { leave } from './presence.js';

export type SubscriptionStatus =
  | { category: 'connected' | 'reconnected'; cursor: string }
  /** A call failed; the loop retries after `retryInMs` from the same cursor. */
  | { category: 'networkDown'; cursor: string; retryInMs: number; error: unknown }
  /** The service refused the channels (403) or the request (400): the loop has ended. */
  | { category: 'accessDenied' | 'badRequest'; cursor: string; error: RealtimeServiceError };

export interface SubscribeOptions extends RealtimeListener {
  channels?: readonly string[];
  channelGroups?: readonly string[];
  /** Also receive join, leave, timeout and state-change events of these channels and groups. */
  withPresence?: boolean;
  /** Seconds after the last request before the service declares the client gone (default 300, at least 20). */
  presenceTimeoutSeconds?: number;
  /** Presence state per channel or group, sent with every request. */
  state?: Record<string, Record<string, unknown>>;
  /** Catch up from this cursor (messages published after it) rather than from now. */
  timetoken?: string;
  /** Delays between retries: doubling from `initialMs` up to `maxMs` (1 s to 30 s by default). */
  backoff?: { initialMs?: number; maxMs?: number };
  status?(status: SubscriptionStatus): void;
}

interface SubscribeAnswer {
  t: { t: string; r: number };
  m: Envelope[];
}

const subscribeTimeoutMs = 310_000;
const dedupeWindow = 1_000;
const minimumPresenceTimeout = 20;

/**
 * The subscribe loop (protocol §4): a long-poll resumed from its cursor, so nothing published in
 * between is missed. After a failure it waits (exponential backoff) and resumes from the same
 * cursor, so the service replays what it missed; envelopes seen already are skipped, so a replay
 * never delivers twice. It ends on `stop()`, or when the service refuses the request (400, 403).
 */
export class Subscription {
  /** Settles when the loop has ended. */
  readonly done: Promise<void>;
  private cursor: { t: string; r: number };
  private stopped = false;
  private poll = new AbortController();
  private wake: () => void = () => undefined;
  private readonly seen = new Set<string>();

  constructor(
    private readonly connection: RealtimeConnection,
    private options: SubscribeOptions,
  ) {
    requireSubscribeKey(connection);
    this.cursor = { t: options.timetoken ?? '0', r: 0 };
    this.done = this.run();
  }

  /** The cursor: the timetoken of the last answer handed over. */
  get timetoken(): string {
    return this.cursor.t;
  }

  /** Changes the channels or groups: the pending poll restarts with them from the same cursor. */
  update(change: Pick<SubscribeOptions, 'channels' | 'channelGroups' | 'state'>): void {
    this.options = { ...this.options, ...change };
    this.poll.abort();
  }

  /** Ends the loop; with `leave` the service is told at once (else the presence timeout says it). */
  async stop({ leave: announce = false } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.poll.abort();
    this.wake();
    if (announce)
      await leave(this.connection, { channels: this.options.channels, channelGroups: this.options.channelGroups, keepalive: true }).catch(
        () => undefined,
      );
    await this.done;
  }

  private async run(): Promise<void> {
    let failures = 0;
    let connected = false;
    while (!this.stopped) {
      this.poll = new AbortController();
      try {
        const answer = await this.request(this.poll.signal);
        if (this.stopped) return;
        // Without a cursor the answer cannot be resumed from: keep the last one and ask again.
        if (typeof answer?.t?.t !== 'string') throw new TypeError('The subscribe answer carries no cursor');
        if (failures > 0 || !connected) this.options.status?.({ category: connected ? 'reconnected' : 'connected', cursor: answer.t.t });
        connected = true;
        failures = 0;
        for (const envelope of answer.m ?? []) await this.deliver(envelope);
        // The cursor moves only once the answer is handed over: a failure before it replays the answer.
        this.cursor = answer.t;
      } catch (error) {
        if (this.stopped) return;
        if (this.poll.signal.aborted && !(error instanceof RealtimeServiceError)) continue;
        if (error instanceof RealtimeServiceError && (error.status === 400 || error.status === 403)) {
          this.stopped = true;
          this.options.status?.({ category: error.status === 403 ? 'accessDenied' : 'badRequest', cursor: this.cursor.t, error });
          return;
        }
        failures++;
        const retryInMs = this.delayAfter(failures);
        this.options.status?.({ category: 'networkDown', cursor: this.cursor.t, retryInMs, error });
        await this.pause(retryInMs);
      }
    }
  }

  private request(signal: AbortSignal): Promise<SubscribeAnswer> {
    const withPresence = (names: readonly string[] = []) =>
      this.options.withPresence ? [...names, ...names.map((name) => `${name}${presenceChannelSuffix}`)] : [...names];
    const groups = withPresence(this.options.channelGroups);
    const timeout = Math.max(this.options.presenceTimeoutSeconds ?? 300, minimumPresenceTimeout);
    return callService<SubscribeAnswer>(this.connection, {
      path: `/v2/subscribe/${this.connection.subscribeKey}/${encodeList(withPresence(this.options.channels))}/0`,
      query: {
        heartbeat: timeout,
        'channel-group': groups.length ? groups.join(',') : undefined,
        tt: this.cursor.t === '0' ? undefined : this.cursor.t,
        tr: this.cursor.t !== '0' && this.cursor.r ? this.cursor.r : undefined,
        state: this.options.state ? JSON.stringify(this.options.state) : undefined,
      },
      timeoutMs: subscribeTimeoutMs,
      signal,
    });
  }

  private async deliver(envelope: Envelope): Promise<void> {
    const key = `${envelope.c}\n${envelope.e ?? 0}\n${envelope.p.t}\n${envelope.i ?? ''}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.seen.size > dedupeWindow) this.seen.delete(this.seen.values().next().value!);
    try {
      await dispatchEnvelope(this.connection, envelope, this.options);
    } catch {
      // A listener's failure is the app's own: the loop goes on.
    }
  }

  private delayAfter(failures: number): number {
    const initial = this.options.backoff?.initialMs ?? 1_000;
    const max = this.options.backoff?.maxMs ?? 30_000;
    return Math.min(max, initial * 2 ** (failures - 1));
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => (clearTimeout(timer), resolve());
    });
  }
}

/** Starts receiving messages, signals, actions, files, objects events (and presence) of channels and groups. */
export const subscribe = (connection: RealtimeConnection, options: SubscribeOptions): Subscription => new Subscription(connection, options);
