import type { BusMessage } from '../bus/busMessage.js';
import { RecentMessages } from './recentMessages.js';
import { TimeoutWheel } from './timeoutWheel.js';
import type { Waiter } from './waiter.js';
import { isWildcard, wildcardsOf } from './wildcard.js';

/** Tells of a failure in work no request awaits: the hub logs it and goes on. */
export type FailureReport = (error: unknown, what: string) => void;

/**
 * A node's delivery point: every bus message passes here in timetoken order, is remembered in
 * the recent buffer and offered to the held requests of its channel. Answers leave as soon as the
 * code that delivered ends (a microtask): a burst delivered together (one bus read) leaves in one
 * answer, and no other request's work or database write goes first. A crowd is answered in slices,
 * the event loop serving other requests (a publish) between two: a message to 10,000 held requests
 * would otherwise hold every other request back until the last of them is written. A failure
 * while offering to or answering one held request fails that request alone (its client gets a
 * 500): the others are answered and the node goes on.
 */
export class Hub {
  readonly recent: RecentMessages;
  /** The newest timetoken this node has seen: every older message has reached it. */
  newest: bigint;
  /** Messages this node has handed to its subscribers since it started, one per subscriber answered. */
  delivered = 0;
  private readonly byChannel = new Map<string, Set<Waiter>>();
  private readonly held = new Set<Waiter>();
  private readonly ready = new Set<Waiter>();
  private flushScheduled = false;
  /** Wildcard routes of the held requests: while there are none, a message costs no wildcard lookup. */
  private wildcardRoutes = 0;
  private readonly wheel: TimeoutWheel<Waiter>;

  constructor(
    horizon: bigint,
    private readonly options: { recentPerChannel: number; envelopesPerAnswer: number },
    private readonly reportFailure: FailureReport,
  ) {
    this.recent = new RecentMessages(horizon, options.recentPerChannel);
    this.newest = horizon;
    this.wheel = new TimeoutWheel((waiter) => this.answer(waiter, []));
  }

  receive(message: BusMessage): void {
    if (message.timetoken > this.newest) this.newest = message.timetoken;
    this.recent.append(message);
    for (const waiter of this.waitersOf(message.channel)) {
      try {
        if (waiter.offer(message)) this.markReady(waiter);
      } catch (error) {
        this.fail(waiter, error, 'offering a message to a held subscribe failed');
      }
    }
  }

  /** The held requests of a channel: by its name, and by every wildcard that matches it (each request once). */
  private waitersOf(channel: string): Iterable<Waiter> {
    const direct = this.byChannel.get(channel);
    if (this.wildcardRoutes === 0) return direct ?? [];
    const viaWildcards = wildcardsOf(channel).flatMap((pattern) => [...(this.byChannel.get(pattern) ?? [])]);
    if (!viaWildcards.length) return direct ?? [];
    return new Set([...(direct ?? []), ...viaWildcards]);
  }

  /** Registers a waiter (synchronously, before any catch-up is read) and arms its timeout. */
  hold(waiter: Waiter, seconds: number): void {
    this.held.add(waiter);
    for (const channel of waiter.routes.keys()) {
      let waiters = this.byChannel.get(channel);
      if (!waiters) this.byChannel.set(channel, (waiters = new Set()));
      waiters.add(waiter);
      if (isWildcard(channel)) this.wildcardRoutes++;
    }
    this.wheel.add(waiter, seconds);
  }

  /** The catch-up is done: answer now with what of `caughtUp` it accepts (plus what arrived meanwhile), or keep waiting live. */
  resume(waiter: Waiter, caughtUp: BusMessage[], upTo?: bigint): void {
    try {
      waiter.catchingUp = false;
      const all = inTimetokenOrder(caughtUp.filter(waiter.accepts), waiter.held);
      const deliverable = upTo === undefined ? all : all.filter((message) => message.timetoken <= upTo);
      if (deliverable.length) this.answer(waiter, deliverable);
    } catch (error) {
      this.fail(waiter, error, 'the catch-up of a held subscribe failed');
    }
  }

  /** Answers a waiter (empty on timeout) and forgets it; never throws. */
  answer(waiter: Waiter, messages: BusMessage[]): void {
    this.release(waiter);
    this.delivered += messages.length;
    try {
      waiter.answerWith(messages, this.options.envelopesPerAnswer);
    } catch (error) {
      this.fail(waiter, error, 'answering a held subscribe failed');
    }
  }

  /** Forgets a waiter without answering (its client went away). */
  release(waiter: Waiter): void {
    this.held.delete(waiter);
    this.wheel.remove(waiter);
    this.ready.delete(waiter);
    for (const channel of waiter.routes.keys()) {
      const waiters = this.byChannel.get(channel);
      if (waiters?.delete(waiter) && isWildcard(channel)) this.wildcardRoutes--;
      if (waiters?.size === 0) this.byChannel.delete(channel);
    }
  }

  /** Held requests listening to one of these groups, to re-route when a group changes. */
  waitersOfGroups(groups: string[]): Waiter[] {
    return [...this.held].filter((waiter) => waiter.groups.some((group) => groups.includes(group)));
  }

  /** Every held request, e.g. to answer them all when the node shuts down. */
  heldWaiters(): Waiter[] {
    return [...this.held];
  }

  get heldCount(): number {
    return this.held.size;
  }

  stop(): void {
    this.wheel.stop();
  }

  private markReady(waiter: Waiter): void {
    this.ready.add(waiter);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    let answered = 0;
    for (const waiter of this.ready) {
      if (answered++ === answersPerSlice) {
        setImmediate(() => this.flush());
        return;
      }
      this.answer(waiter, waiter.held);
    }
    this.flushScheduled = false;
  }

  /** Forgets a waiter whose work failed and lets it answer its client with an error. */
  private fail(waiter: Waiter, error: unknown, what: string): void {
    this.release(waiter);
    this.reportFailure(error, what);
    try {
      waiter.fail(error);
    } catch (failure) {
      this.reportFailure(failure, 'answering a failed subscribe failed');
    }
  }
}

// About 10 ms of answers on the two-core machine of bench/realtime, (b).
const answersPerSlice = 256;

const byTimetoken = (a: BusMessage, b: BusMessage) => (a.timetoken < b.timetoken ? -1 : 1);

/** The caught-up messages and those held meanwhile, each once, oldest first (most polls hold none). */
function inTimetokenOrder(caughtUp: BusMessage[], held: BusMessage[]): BusMessage[] {
  if (!held.length) return caughtUp.sort(byTimetoken);
  const seen = new Set(caughtUp.map((message) => message.timetoken));
  return [...caughtUp, ...held.filter((message) => !seen.has(message.timetoken))].sort(byTimetoken);
}
