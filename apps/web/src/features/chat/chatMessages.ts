import { isChatText } from '@meshwork/contracts';
import type { StoredMessage } from '@meshwork/realtime-client';

export type DeliveryState = 'sending' | 'sent' | 'failed';

/** One message of a conversation as the chat box shows it. */
export interface ChatMessage {
  /** The sender's key: stable from the moment it is typed until it is stored. */
  key: string;
  /** Null until the service has stored it. */
  timetoken: string | null;
  authorUuid: string;
  text: string;
  delivery: DeliveryState;
}

/** A stored or received chat text as a message; null for anything else on the channel. */
export function chatMessageOf(timetoken: string, authorUuid: string | undefined, payload: unknown): ChatMessage | null {
  if (!isChatText(payload) || !authorUuid) return null;
  return { key: payload.key ?? timetoken, timetoken, authorUuid, text: payload.text, delivery: 'sent' };
}

export const messagesOfHistory = (stored: StoredMessage[] = []): ChatMessage[] =>
  stored.flatMap((item) => chatMessageOf(item.timetoken, item.uuid, item.message) ?? []);

/** Timetokens are 17-digit strings: compared as numbers. */
export const isAfter = (timetoken: string | null | undefined, than: string | null | undefined): boolean =>
  Boolean(timetoken) && (!than || BigInt(timetoken!) > BigInt(than));

/** Adds messages in timetoken order, each once (by key); unsent ones stay at the end. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byKey = new Map(current.map((message) => [message.key, message]));
  for (const message of incoming) byKey.set(message.key, { ...byKey.get(message.key), ...message });
  const all = [...byKey.values()];
  const stored = all.filter((message) => message.timetoken).sort((a, b) => (isAfter(a.timetoken, b.timetoken) ? 1 : -1));
  return [...stored, ...all.filter((message) => !message.timetoken)];
}
