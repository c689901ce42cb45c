import { getFileUrl, publish, sendFile } from '@meshwork/realtime-client';
import type { ChatMessage } from '../chatMessages';
import { withMessages } from './conversationState';
import type { LiveConversation } from './liveConversation';

/**
 * Sends the member's texts and files into a conversation: each shows at once as sending (a file
 * with a local preview and its upload progress), then sent with the service's timetoken, or
 * "Not sent." with a retry that publishes the same key, so a first attempt that did arrive after
 * all still shows once (the echo and the stored copy carry that key too).
 */
export class MessageSender<Event> {
  private sent = 0;
  /** Attachments being sent, kept for a retry. */
  private readonly pendingFiles = new Map<string, File>();

  constructor(private readonly live: LiveConversation<Event>) {}

  send(text: string): void {
    const message: ChatMessage = {
      key: this.newKey(),
      timetoken: null,
      authorUuid: this.live.myUuid,
      text,
      delivery: 'sending',
      actions: [],
    };
    this.show(message);
    void this.deliver(message);
  }

  sendAttachment(file: File): void {
    const message: ChatMessage = {
      key: this.newKey(),
      timetoken: null,
      authorUuid: this.live.myUuid,
      text: '',
      delivery: 'sending',
      actions: [],
      file: { id: '', name: file.name, url: URL.createObjectURL(file), type: file.type || undefined },
      progress: 0,
    };
    this.pendingFiles.set(message.key, file);
    this.show(message);
    void this.deliverFile(message);
  }

  retry(key: string): void {
    const message = this.live.state.messages.find((candidate) => candidate.key === key);
    if (message?.delivery !== 'failed') return;
    this.show({ ...message, delivery: 'sending' });
    void (message.file ? this.deliverFile(message) : this.deliver(message));
  }

  private newKey(): string {
    return `${this.live.memberId}-${Date.now().toString(36)}-${(this.sent++).toString(36)}`;
  }

  private show(message: ChatMessage): void {
    this.live.update(withMessages(this.live.state, [message]));
  }

  private async deliver(message: ChatMessage): Promise<void> {
    try {
      const { timetoken } = await publish(this.live.connection, {
        channel: this.live.channel,
        message: { text: message.text, key: message.key },
      });
      this.show({ ...message, timetoken, delivery: 'sent' });
      this.live.markRead();
    } catch {
      this.show({ ...message, delivery: 'failed' });
    }
  }

  /** Uploads through the protocol's files, with a note carrying the key and type. */
  private async deliverFile(message: ChatMessage): Promise<void> {
    const file = this.pendingFiles.get(message.key);
    if (!file) return;
    const { connection, channel } = this.live;
    const type = file.type || undefined;
    try {
      const sent = await sendFile(connection, {
        channel,
        file,
        name: file.name,
        message: { key: message.key, type },
        onProgress: ({ loaded, total }) => this.show({ ...message, delivery: 'sending', progress: total ? loaded / total : 0 }),
      });
      const stored = { id: sent.id, name: sent.name, url: getFileUrl(connection, { channel, id: sent.id, name: sent.name }), type };
      this.show({ ...message, timetoken: sent.timetoken, delivery: 'sent', progress: undefined, file: stored });
      this.pendingFiles.delete(message.key);
      this.live.markRead();
    } catch {
      this.show({ ...message, delivery: 'failed', progress: undefined });
    }
  }
}
