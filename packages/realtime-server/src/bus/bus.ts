import type { BusListener, BusMessage, ControlEvent, MessageDraft } from './busMessage.js';

/**
 * Carries messages to every node. `publish` stamps a message with the next timetoken and hands it
 * to every node in one atomic step, so that every node receives all messages in timetoken order:
 * the order in which they arrive is the order of their timetokens, on every channel and across
 * channels.
 */
export interface Bus {
  /** Starts listening; answers the newest timetoken already handed out: every later message reaches the listener. */
  start(listener: BusListener): Promise<bigint>;
  publish(draft: MessageDraft): Promise<BusMessage>;
  /** A fresh timetoken that no message carries (e.g. a message action's own timetoken). */
  stamp(): Promise<bigint>;
  announce(event: ControlEvent): Promise<void>;
  close(): Promise<void>;
}
