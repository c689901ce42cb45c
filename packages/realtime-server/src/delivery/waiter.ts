import type { BusMessage } from '../bus/busMessage.js';
import { subscriptionOf } from './wildcard.js';

export interface Delivery {
  message: BusMessage;
  /** The envelope's `b`: the channel itself, or the group it came through. */
  subscription: string;
}

/**
 * A held subscribe request: what it listens to, from which cursor, and how it is answered.
 * While it catches up (from memory and maybe the database) live messages are only held, so that
 * none slips between the catch-up and the live stream.
 */
export class Waiter {
  readonly held: BusMessage[] = [];
  catchingUp = true;
  settled = false;
  private failed = false;

  constructor(
    readonly cursor: bigint,
    /** Channel (or wildcard) → subscription name. */
    public routes: Map<string, string>,
    readonly groups: string[],
    readonly accepts: (message: BusMessage) => boolean,
    private readonly onAnswer: (deliveries: Delivery[], cursor: bigint) => void,
    /** Answers the client with an error: building or writing its answer failed. */
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** Takes a live message; true when the waiter now has something to answer. */
  offer(message: BusMessage): boolean {
    if (this.settled || message.timetoken <= this.cursor || !this.accepts(message)) return false;
    this.held.push(message);
    return !this.catchingUp;
  }

  /** Answers with up to `max` messages (oldest first); the cursor is the last one answered. */
  answerWith(messages: BusMessage[], max: number): void {
    if (this.settled) return;
    this.settled = true;
    const answered = messages.slice(0, max);
    const cursor = answered.length ? answered[answered.length - 1]!.timetoken : this.cursor;
    this.onAnswer(
      answered.map((message) => ({ message, subscription: subscriptionOf(this.routes, message.channel) ?? message.channel })),
      cursor,
    );
  }

  /** Ends the request with an error, once, whether or not an answer was under way. */
  fail(error: unknown): void {
    if (this.failed) return;
    this.settled = true;
    this.failed = true;
    this.onFailure(error);
  }
}
