/** Limits of the chat (ours; the specification leaves them open). */
export const chatLimits = {
  // An edit travels as a message action, whose value the service caps at 1,024 characters.
  textMaxLength: 1_000,
  /** Messages loaded at a time when a conversation opens or scrolls back. */
  historyPage: 25,
  /** Chat boxes open side by side on a wide screen. */
  openBoxesMax: 3,
  /** The realtime service's largest upload (its files family). */
  attachmentMaxBytes: 5 * 1024 * 1024,
} as const;

const keyMaxLength = 64;
const fileTypeMaxLength = 127;

/** A chat message as published on a conversation channel: its text and the sender's key for it, to match the echo. */
export interface ChatText {
  text: string;
  key?: string;
}

/** The note published with a file (the protocol's file message carries it): the sender's key and the file's type. */
export interface ChatFileNote {
  key?: string;
  type?: string;
}

// Plain checks rather than zod: the app shell reads every chat message, and zod would weigh on its first load.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown, maxLength: number) =>
  value === undefined || (typeof value === 'string' && value.length <= maxLength);

export const isChatText = (value: unknown): value is ChatText =>
  isRecord(value) &&
  typeof value.text === 'string' &&
  value.text.length >= 1 &&
  value.text.length <= chatLimits.textMaxLength &&
  isOptionalText(value.key, keyMaxLength);

/** A file message's note, or null when it is not one of the chat's. */
export const chatFileNoteOf = (value: unknown): ChatFileNote | null =>
  isRecord(value) && isOptionalText(value.key, keyMaxLength) && isOptionalText(value.type, fileTypeMaxLength)
    ? { key: value.key as string | undefined, type: value.type as string | undefined }
    : null;

/** Message actions of the chat: reactions, and an author's edit or deletion of its own message. */
export const chatActionTypes = { reaction: 'reaction', edit: 'edit', delete: 'delete' } as const;

/** The reactions offered on a message. */
export const chatReactions = ['👍', '❤️', '😂', '😮', '😢'] as const;

/** Typing signals: sent at most this often while typing; shown until this long after the last. */
export const chatTypingIntervalMs = 3_000;
export const chatTypingShownMs = 6_000;

/** A member's read marker on a conversation, kept in its membership's custom fields. */
export const chatReadField = 'lastRead';
