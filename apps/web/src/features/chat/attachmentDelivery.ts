import { getFileUrl, sendFile, type RealtimeConnection } from '@meshwork/realtime-client';
import type { ChatMessage } from './chatMessages';

/** A file about to be sent, shown at once as a message of its own: a local preview, and its upload progress. */
export const pendingAttachmentOf = (key: string, authorUuid: string, file: File): ChatMessage => ({
  key,
  timetoken: null,
  authorUuid,
  text: '',
  delivery: 'sending',
  actions: [],
  file: { id: '', name: file.name, url: URL.createObjectURL(file), type: file.type || undefined },
  progress: 0,
});

/**
 * Uploads an attachment into a conversation (the protocol's files, with a note carrying the key
 * and type) and shows each state of its message: progress, sent with its stored address, or failed.
 * Answers whether it was sent.
 */
export async function deliverAttachment(
  connection: RealtimeConnection,
  channel: string,
  message: ChatMessage,
  file: File,
  show: (message: ChatMessage) => void,
): Promise<boolean> {
  const type = file.type || undefined;
  try {
    const sent = await sendFile(connection, {
      channel,
      file,
      name: file.name,
      message: { key: message.key, type },
      onProgress: ({ loaded, total }) => show({ ...message, delivery: 'sending', progress: total ? loaded / total : 0 }),
    });
    const stored = { id: sent.id, name: sent.name, url: getFileUrl(connection, { channel, id: sent.id, name: sent.name }), type };
    show({ ...message, timetoken: sent.timetoken, delivery: 'sent', progress: undefined, file: stored });
    return true;
  } catch {
    show({ ...message, delivery: 'failed', progress: undefined });
    return false;
  }
}
