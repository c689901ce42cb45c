import { z } from 'zod';

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

/** A chat message as published on a conversation channel: its text and the sender's key for it, to match the echo. */
const chatTextSchema = z.object({
  text: z.string().min(1).max(chatLimits.textMaxLength),
  key: z.string().max(64).optional(),
});
export type ChatText = z.infer<typeof chatTextSchema>;

/** The note published with a file (the protocol's file message carries it): the sender's key and the file's type. */
export const chatFileNoteSchema = z.object({
  key: z.string().max(64).optional(),
  type: z.string().max(127).optional(),
});

export const isChatText = (value: unknown): value is ChatText => chatTextSchema.safeParse(value).success;

/** Message actions of the chat: reactions, and an author's edit or deletion of its own message. */
export const chatActionTypes = { reaction: 'reaction', edit: 'edit', delete: 'delete' } as const;

/** The reactions offered on a message. */
export const chatReactions = ['👍', '❤️', '😂', '😮', '😢'] as const;

/** Typing signals: sent at most this often while typing; shown until this long after the last. */
export const chatTypingIntervalMs = 3_000;
export const chatTypingShownMs = 6_000;

/** A member's read marker on a conversation, kept in its membership's custom fields. */
export const chatReadField = 'lastRead';
