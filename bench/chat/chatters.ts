import { realtimeUuidOf } from '@meshwork/contracts';
import { createRealtimeConnection } from '@meshwork/realtime-client';
import { commandsOf, type ConversationCommands } from '../../apps/web/src/features/chat/conversation/conversationCommands.js';
import type { LiveConversation } from '../../apps/web/src/features/chat/conversation/liveConversation.js';
import { DirectConversations } from '../../apps/web/src/features/chat/directConversations.js';
import { TabSubscription } from '../../apps/web/src/realtime/tabSubscription.js';
import { percentile, round } from '../realtime/httpLoad.js';
import type { Member, Pair } from './population.js';

/** The server's development keys, which the bench's servers keep. */
const keys = { publishKey: 'pub-c-meshwork-dev', subscribeKey: 'sub-c-meshwork-dev' };

// A member presses "Retry" on a message shown "Not sent." after this long.
const retryAfterMs = 1000;

/** What went wrong on the wire, by kind: a status of 400 or more, or the fetch error's cause. */
export class WireErrors {
  readonly kinds: Record<string, number> = {};

  count(kind: string): void {
    this.kinds[kind] = (this.kinds[kind] ?? 0) + 1;
  }

  /**
   * A tab's fetch, counting what fails. Like a browser's, it has at most six requests out to the
   * server at once and queues the rest (time in the queue counts toward each call's 15 s): Node's
   * own fetch opens a new connection for every request while the others are busy.
   */
  fetchCounting(): typeof fetch {
    const slots = new RequestSlots(browserConnectionsPerOrigin);
    return async (input, init) => {
      const path = new URL(String(input)).pathname.split('/')[2] ?? '';
      try {
        const response = await slots.run(() => globalThis.fetch(input, init));
        if (response.status >= 400) this.count(`${path} ${response.status}`);
        return response;
      } catch (error) {
        if ((error as Error).name !== 'AbortError' || !init?.signal?.aborted || (init.signal.reason as Error)?.name === 'TimeoutError')
          this.count(`${path} ${causeOf(error)}`);
        throw error;
      }
    };
  }
}

const browserConnectionsPerOrigin = 6;

/** At most `size` calls running at once; the others wait their turn, in order. */
class RequestSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await call();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

const causeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; name?: string; message?: string } }).cause;
  return cause?.code ?? cause?.name ?? (error as Error).name ?? String(error);
};

/** One side of a pair: a tab of the web app, with its own subscription and chat session. */
class Chatter {
  readonly tab: TabSubscription;
  readonly session: DirectConversations;
  /** The conversation with the friend, as the chat box shows it. */
  readonly conversation: LiveConversation;
  /** What the chat box does: opening the conversation, sending, retrying. */
  readonly commands: ConversationCommands;
  /** Keys of one's own messages found "Not sent.", each retried once it is seen. */
  private readonly retrying = new Set<string>();

  constructor(
    readonly member: Member,
    readonly friendId: string,
    origin: string,
    errors: WireErrors,
    private readonly load: ChatLoad,
  ) {
    const connection = createRealtimeConnection({
      origin,
      ...keys,
      userId: realtimeUuidOf(member.id),
      authKey: member.token,
      query: { token: member.token },
      fetch: errors.fetchCounting(),
    });
    this.tab = new TabSubscription(connection);
    this.session = new DirectConversations(this.tab, member.id, [friendId]);
    this.conversation = this.session.conversationWith(friendId);
    this.commands = commandsOf(this.conversation);
    this.session.subscribe(() => this.changed());
  }

  /** What the box shows now: messages from the friend become render-ready; one's own failed ones are retried. */
  private changed(): void {
    for (const message of this.conversation.state.messages) {
      if (message.authorUuid !== realtimeUuidOf(this.member.id)) this.load.rendered(this.member.id, message.text);
      else if (message.delivery === 'failed' && !this.retrying.has(message.key)) {
        this.retrying.add(message.key);
        this.load.retries++;
        setTimeout(() => {
          this.retrying.delete(message.key);
          this.commands.retry(message.key);
        }, retryAfterMs);
      }
    }
  }
}

interface Sent {
  sentAt: number;
  receiverId: string;
}

/**
 * The chatting itself: each pair's two sides take turns, one message per pair per second, spread
 * evenly over the second. A message's latency runs from the moment its side's session is asked to
 * send it to the moment the friend's session holds it in the conversation (render-ready).
 */
export class ChatLoad {
  retries = 0;
  private readonly chatters: Chatter[] = [];
  private readonly inFlight = new Map<string, Sent>();
  private readonly seen = new Map<string, Set<string>>();
  private readonly latenciesMs: number[] = [];
  private sent = 0;

  constructor(
    private readonly pairs: Pair[],
    /** The origin (node) of each side of a pair. */
    originOf: (side: 0 | 1) => string,
    readonly errors: WireErrors,
  ) {
    for (const pair of pairs)
      for (const side of [0, 1] as const)
        this.chatters.push(new Chatter(pair.sides[side], pair.sides[1 - side]!.id, originOf(side), errors, this));
  }

  /** Every tab's subscription has answered, and every box has loaded its history, as an open chat box does. */
  async ready(): Promise<void> {
    await Promise.all(this.chatters.map((chatter) => chatter.tab.whenConnected()));
    await Promise.all(this.chatters.map((chatter) => chatter.commands.open()));
  }

  rendered(receiverId: string, text: string): void {
    const seen = this.seen.get(receiverId) ?? new Set();
    if (seen.has(text)) return;
    seen.add(text);
    this.seen.set(receiverId, seen);
    const sent = this.inFlight.get(text);
    if (!sent || sent.receiverId !== receiverId) return;
    this.inFlight.delete(text);
    this.latenciesMs.push(performance.now() - sent.sentAt);
  }

  async run(seconds: number): Promise<void> {
    const started = performance.now();
    const total = this.pairs.length * seconds;
    for (let index = 0; index < total; index++) {
      const due = started + (index * 1000) / this.pairs.length;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const pair = index % this.pairs.length;
      const turn = Math.floor(index / this.pairs.length);
      const sender = this.chatters[2 * pair + (turn % 2)]!;
      const text = `pair ${pair}, message ${turn}`;
      this.inFlight.set(text, { sentAt: performance.now(), receiverId: sender.friendId });
      this.sent++;
      sender.commands.send(text);
    }
  }

  /** Waits until every message is rendered, or `seconds` pass. */
  async drain(seconds: number): Promise<void> {
    const until = performance.now() + seconds * 1000;
    while (this.inFlight.size && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Counts each text that a conversation shows more than once (under different keys). */
  private countDuplicates(): number {
    let duplicates = 0;
    for (const chatter of this.chatters) {
      const texts = chatter.conversation.state.messages.map((message) => message.text);
      duplicates += texts.length - new Set(texts).size;
    }
    return duplicates;
  }

  summary() {
    return {
      sent: this.sent,
      rendered: this.latenciesMs.length,
      losses: this.inFlight.size,
      duplicates: this.countDuplicates(),
      retries: this.retries,
      latencyMs: { p50: round(percentile(this.latenciesMs, 0.5)), p99: round(percentile(this.latenciesMs, 0.99)) },
      // As they stand now: the calls the servers' stopping cuts off come later and are not the load's.
      wireErrors: { ...this.errors.kinds },
    };
  }

  stop(): void {
    for (const chatter of this.chatters) {
      chatter.session.stop();
      chatter.tab.stop();
    }
  }
}
