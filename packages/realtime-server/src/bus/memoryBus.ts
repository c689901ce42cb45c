import { TimetokenClock } from '../timetoken.js';
import type { Bus } from './bus.js';
import type { BusListener, BusMessage, ControlEvent, MessageDraft } from './busMessage.js';

/** The bus of a single node: a local clock stamps each message and the listener hears it at once. */
export class MemoryBus implements Bus {
  private readonly clock: TimetokenClock;
  private listener: BusListener | undefined;

  /** `floor`: the newest timetoken stored before this start, so timetokens keep growing across restarts. */
  constructor(floor: bigint) {
    this.clock = new TimetokenClock(floor);
  }

  async start(listener: BusListener): Promise<bigint> {
    this.listener = listener;
    return this.clock.next();
  }

  async publish(draft: MessageDraft): Promise<BusMessage> {
    const message: BusMessage = { ...draft, timetoken: this.clock.next() };
    this.listener?.message(message);
    return message;
  }

  async stamp(): Promise<bigint> {
    return this.clock.next();
  }

  async announce(event: ControlEvent): Promise<void> {
    this.listener?.control(event);
  }

  async close(): Promise<void> {
    this.listener = undefined;
  }
}
