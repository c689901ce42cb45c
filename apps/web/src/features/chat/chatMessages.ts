import { chatFileNoteOf, isChatText } from '@meshwork/contracts';

type DeliveryState = 'sending' | 'sent' | 'failed';

export interface ChatAction {
  type: string;
  value: string;
  uuid: string;
  actionTimetoken: string;
}

/** One message of a conversation as the chat box shows it. */
export interface ChatMessage {
  /** The sender's key: stable from the moment it is typed until it is stored. */
  key: string;
  /** Null until the service has stored it. */
  timetoken: string | null;
  authorUuid: string;
  text: string;
  delivery: DeliveryState;
  /** Reactions, edits and deletion, in the order they were added. */
  actions: ChatAction[];
  /**
   * An attachment and its type. `url` is where its bytes are: a local preview while it is sent, else
   * its protocol address, which carries the member's auth and is never shown (`useFileLink`).
   */
  file?: { id: string; name: string; url: string; type?: string };
  /** Upload progress of an attachment being sent, 0 to 1. */
  progress?: number;
}

/** A stored or received chat text as a message; null for anything else on the channel. */
export function chatMessageOf(
  timetoken: string,
  authorUuid: string | undefined,
  payload: unknown,
  actions: ChatAction[] = [],
): ChatMessage | null {
  if (!isChatText(payload) || !authorUuid) return null;
  return { key: payload.key ?? timetoken, timetoken, authorUuid, text: payload.text, delivery: 'sent', actions };
}

/** A file message (its note and file reference) as a message; null when it is not one of the chat's. */
export function chatFileMessageOf(
  timetoken: string,
  authorUuid: string | undefined,
  note: unknown,
  file: { id: string; name: string; url: string } | undefined,
  actions: ChatAction[] = [],
): ChatMessage | null {
  const parsed = chatFileNoteOf(note ?? {});
  if (!parsed || !authorUuid || !file?.id) return null;
  return {
    key: parsed.key ?? timetoken,
    timetoken,
    authorUuid,
    text: '',
    delivery: 'sent',
    actions,
    file: { ...file, type: parsed.type },
  };
}

/** Timetokens are 17-digit strings: compared as numbers. */
export const isAfter = (timetoken: string | null | undefined, than: string | null | undefined): boolean =>
  Boolean(timetoken) && (!than || BigInt(timetoken!) > BigInt(than));

/** Adds messages in timetoken order, each once (by key, keeping the actions already known); unsent ones stay at the end. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byKey = new Map(current.map((message) => [message.key, message]));
  for (const message of incoming) {
    const known = byKey.get(message.key);
    byKey.set(message.key, { ...known, ...message, actions: message.actions.length ? message.actions : (known?.actions ?? []) });
  }
  const all = [...byKey.values()];
  const stored = all.filter((message) => message.timetoken).sort((a, b) => (isAfter(a.timetoken, b.timetoken) ? 1 : -1));
  return [...stored, ...all.filter((message) => !message.timetoken)];
}
