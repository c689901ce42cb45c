import { chatActionTypes, chatFileNoteOf, isChatText } from '@meshwork/contracts';
import type { MessageActions, StoredMessage } from '@meshwork/realtime-client';

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
  /** An attachment: its address (a plain link carrying the member's auth) and type. */
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

const imagePattern = /\.(png|jpe?g|gif|webp|avif)$/i;

/** Images show inline (by their type, else their name); other files as a download. */
export const isImage = (file: { name: string; type?: string }): boolean =>
  file.type ? file.type.startsWith('image/') : imagePattern.test(file.name);

const actionsOf = (actions: MessageActions = {}): ChatAction[] =>
  Object.entries(actions)
    .flatMap(([type, values]) => Object.entries(values).flatMap(([value, by]) => by.map((entry) => ({ type, value, ...entry }))))
    .sort((a, b) => (isAfter(a.actionTimetoken, b.actionTimetoken) ? 1 : -1));

/** Stored messages as chat messages; `fileUrl` gives a stored file its address. */
export const messagesOfHistory = (stored: StoredMessage[] = [], fileUrl: (file: { id: string; name: string }) => string): ChatMessage[] =>
  stored.flatMap((item) => {
    const actions = actionsOf(item.actions);
    if (item.messageType !== 4) return chatMessageOf(item.timetoken, item.uuid, item.message, actions) ?? [];
    const content = item.message as { message?: unknown; file?: { id: string; name: string } };
    const file = content?.file ? { ...content.file, url: fileUrl(content.file) } : undefined;
    return chatFileMessageOf(item.timetoken, item.uuid, content?.message, file, actions) ?? [];
  });

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

/** An edit's value: a stamp first, so that going back to an earlier text is a new action too. */
export const editValueOf = (text: string): string => `${Date.now().toString(36)}|${text}`;
const textOfEdit = (value: string): string => value.slice(value.indexOf('|') + 1);

export interface MessageView {
  text: string;
  edited: boolean;
  deleted: boolean;
  /** Emoji → the uuids that reacted with it, in first-reaction order. */
  reactions: Array<{ emoji: string; uuids: string[] }>;
}

/** What a message shows once its actions apply: only its author's edits and deletion count. */
export function viewOf(message: ChatMessage): MessageView {
  const byAuthor = message.actions.filter((action) => action.uuid === message.authorUuid);
  const lastEdit = byAuthor.findLast((action) => action.type === chatActionTypes.edit);
  const reactions = new Map<string, string[]>();
  for (const action of message.actions)
    if (action.type === chatActionTypes.reaction) reactions.set(action.value, [...(reactions.get(action.value) ?? []), action.uuid]);
  return {
    text: lastEdit ? textOfEdit(lastEdit.value) : message.text,
    edited: Boolean(lastEdit),
    deleted: byAuthor.some((action) => action.type === chatActionTypes.delete),
    reactions: [...reactions].map(([emoji, uuids]) => ({ emoji, uuids })),
  };
}
