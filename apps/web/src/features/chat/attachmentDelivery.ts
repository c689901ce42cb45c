import { getFileUrl, sendFile, type RealtimeConnection } from '@meshwork/realtime-client';
import type { ChatMessage } from './chatMessages';

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
