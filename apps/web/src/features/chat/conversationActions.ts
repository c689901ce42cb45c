import { chatLimits, chatTypingIntervalMs, realtimeUuidOf } from '@meshwork/contracts';
import { publish, signal } from '@meshwork/realtime-client';
import { deliverAttachment, pendingAttachmentOf } from './attachmentDelivery';
import { chunks, type ChatSession, type Conversation } from './chatSession';
import { mergeMessages, type ChatMessage } from './chatMessages';
import { historyPageOf, lastMessagesOf, openingOf } from './conversationHistory';
import { deleteOwn, editOwn, toggleReaction } from './messageActions';
import { chatSession } from './useChat';

/**
 * What the member does in a conversation, beyond the session's unread counts and presence: its
 * history, sending texts and files, retries, reactions, edits, deletions and typing signals. Only
 * the chat's views use it, so it loads with them and not with the shell.
 */
export class ConversationActions {
  private sent = 0;
  /** Attachments being sent, kept for a retry. */
  private readonly pendingFiles = new Map<string, File>();
  private lastTypingSignal = 0;

  constructor(private readonly session: ChatSession) {}

  /** The chat box of a friend is shown: its history loads and what it shows is read. */
  async opened(friendId: string): Promise<void> {
    this.session.shown(friendId);
    const conversation = this.session.conversationWith(friendId);
    if (conversation.history === 'idle' || conversation.history === 'error') await this.loadHistory(friendId);
    this.session.markRead(friendId);
  }

  async loadOlder(friendId: string): Promise<void> {
    const conversation = this.session.conversationWith(friendId);
    const oldest = conversation.messages.find((message) => message.timetoken)?.timetoken;
    if (!conversation.hasOlder || conversation.loadingOlder || !oldest) return;
    this.session.update(friendId, { loadingOlder: true });
    try {
      const older = await historyPageOf(this.session.connection, conversation.channel, oldest);
      this.session.update(friendId, (current) => ({
        messages: mergeMessages(current.messages, older.messages),
        hasOlder: older.hasOlder,
        loadingOlder: false,
      }));
    } catch {
      this.session.update(friendId, { loadingOlder: false });
    }
  }

  /** Sends a file (an image shows inline): shown at once with its upload progress, then sent, or failed with a retry. */
  sendAttachment(friendId: string, file: File): void {
    const key = this.newKey();
    this.pendingFiles.set(key, file);
    const message = pendingAttachmentOf(key, this.session.uuid, file);
    this.session.update(friendId, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
    void this.deliverFile(friendId, message);
  }

  /** Sends a text: shown at once as sending, then sent, or failed with a retry. */
  send(friendId: string, text: string): void {
    const key = this.newKey();
    const message: ChatMessage = { key, timetoken: null, authorUuid: this.session.uuid, text, delivery: 'sending', actions: [] };
    this.session.update(friendId, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
    void this.deliver(friendId, message);
  }

  retry(friendId: string, key: string): void {
    const message = this.session.conversationWith(friendId).messages.find((candidate) => candidate.key === key);
    if (!message || message.delivery !== 'failed') return;
    this.replace(friendId, { ...message, delivery: 'sending' });
    void (message.file ? this.deliverFile(friendId, message) : this.deliver(friendId, message));
  }

  /** Adds one's reaction with this emoji, or takes it back. */
  react(friendId: string, key: string, emoji: string): Promise<void> {
    return toggleReaction(this.actionTarget(friendId, key), emoji);
  }

  edit(friendId: string, key: string, text: string): Promise<void> {
    return editOwn(this.actionTarget(friendId, key), text);
  }

  remove(friendId: string, key: string): Promise<void> {
    return deleteOwn(this.actionTarget(friendId, key));
  }

  /** Tells the friend the member is typing: one signal every few seconds at most. */
  typing(friendId: string): void {
    const now = Date.now();
    if (now - this.lastTypingSignal < chatTypingIntervalMs) return;
    this.lastTypingSignal = now;
    const channel = this.session.conversationWith(friendId).channel;
    void signal(this.session.connection, { channel, message: { typing: true } }).catch(() => undefined);
  }

  private actionTarget(friendId: string, key: string) {
    const conversation = this.session.conversationWith(friendId);
    const message = conversation.messages.find((candidate) => candidate.key === key);
    return { connection: this.session.connection, channel: conversation.channel, message, uuid: this.session.uuid };
  }

  private newKey(): string {
    return `${this.session.memberId}-${Date.now().toString(36)}-${(this.sent++).toString(36)}`;
  }

  private async deliverFile(friendId: string, message: ChatMessage): Promise<void> {
    const file = this.pendingFiles.get(message.key);
    if (!file) return;
    const channel = this.session.conversationWith(friendId).channel;
    if (!(await deliverAttachment(this.session.connection, channel, message, file, (shown) => this.replace(friendId, shown)))) return;
    this.pendingFiles.delete(message.key);
    this.session.markRead(friendId);
  }

  private async deliver(friendId: string, message: ChatMessage): Promise<void> {
    const channel = this.session.conversationWith(friendId).channel;
    try {
      const { timetoken } = await publish(this.session.connection, { channel, message: { text: message.text, key: message.key } });
      this.replace(friendId, { ...message, timetoken, delivery: 'sent' });
      this.session.markRead(friendId);
    } catch {
      this.replace(friendId, { ...message, delivery: 'failed' });
    }
  }

  private replace(friendId: string, message: ChatMessage): void {
    this.session.update(friendId, (current) => ({
      messages: mergeMessages(
        current.messages.filter((candidate) => candidate.key !== message.key),
        [message],
      ),
    }));
  }

  private async loadHistory(friendId: string): Promise<void> {
    const channel = this.session.conversationWith(friendId).channel;
    this.session.update(friendId, { history: 'loading' });
    try {
      const opening = await openingOf(this.session.connection, channel, realtimeUuidOf(friendId));
      this.session.update(friendId, (current) => ({
        history: 'ready',
        messages: mergeMessages(current.messages, opening.messages),
        hasOlder: opening.hasOlder,
        theirReadUpTo: opening.theirReadUpTo ?? current.theirReadUpTo,
      }));
    } catch {
      this.session.update(friendId, { history: 'error' });
    }
  }

  /**
   * The newest message(s) of every conversation, for the list of recent conversations (one each)
   * or for searching them (the most one call gives for several): asked by the lists that show them.
   */
  async loadRecent(count: number = chatLimits.historyPage): Promise<void> {
    await this.loadLastMessages(this.session.everyConversation(), count).catch(() => undefined);
  }

  private async loadLastMessages(conversations: Conversation[], count: number): Promise<void> {
    for (const batch of chunks(conversations, 50)) {
      const last = await lastMessagesOf(
        this.session.connection,
        batch.map((conversation) => conversation.channel),
        count,
      );
      for (const conversation of batch) {
        const messages = last.get(conversation.channel) ?? [];
        if (messages.length)
          this.session.update(conversation.friendId, (current) => ({ messages: mergeMessages(current.messages, messages) }));
      }
    }
  }
}

const actionsOfSession = new WeakMap<ChatSession, ConversationActions>();

/** The actions of the current chat session (one set per session); null while there is none. */
export function chatActions(): ConversationActions | null {
  const session = chatSession();
  if (!session) return null;
  const actions = actionsOfSession.get(session) ?? new ConversationActions(session);
  actionsOfSession.set(session, actions);
  return actions;
}
