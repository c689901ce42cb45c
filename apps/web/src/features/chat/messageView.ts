import { chatActionTypes } from '@meshwork/contracts';
import type { ChatMessage } from './chatMessages';

// How a message shows (its text after edits, its reactions, an image or a file): only the
// conversations' views need this, not the shell's unread counts.

const imagePattern = /\.(png|jpe?g|gif|webp|avif)$/i;

/** Images show inline (by their type, else their name); other files as a download. */
export const isImage = (file: { name: string; type?: string }): boolean =>
  file.type ? file.type.startsWith('image/') : imagePattern.test(file.name);

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
