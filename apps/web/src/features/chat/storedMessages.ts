import type { MessageActions, StoredMessage } from '@meshwork/realtime-client';
import { chatFileMessageOf, chatMessageOf, isAfter, type ChatAction, type ChatMessage } from './chatMessages';

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
