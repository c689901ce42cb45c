import {
  chatLimits,
  chatReadField,
  chatTypingIntervalMs,
  chatTypingShownMs,
  isGroupEvent,
  realtimeUuidOf,
  type GroupEvent,
} from '@meshwork/contracts';
import {
  fetchMessages,
  getChannelMembers,
  getFileUrl,
  publish,
  signal,
  type MessageActionEvent,
  type ObjectsEvent,
  type StoredMessage,
} from '@meshwork/realtime-client';
import type { ChannelRegistration, TabSubscription } from '../../realtime/tabSubscription';
import { deliverAttachment, pendingAttachmentOf } from '../chat/attachmentDelivery';
import { chatFileMessageOf, chatMessageOf, isAfter, mergeMessages, type ChatMessage } from '../chat/chatMessages';
import { messagesOfHistory } from '../chat/storedMessages';
import { deleteOwn, editOwn, toggleReaction, withActionEvent } from '../chat/messageActions';
import { ReadMarkers } from '../chat/readMarkers';

/** What the service said happened in the group, where it happened in the conversation. */
export interface GroupEventItem {
  timetoken: string;
  event: GroupEvent;
}

export interface GroupConversationState {
  status: 'loading' | 'ready' | 'error' | 'ended';
  messages: ChatMessage[];
  events: GroupEventItem[];
  /** Each member's read marker (uuid → newest timetoken read). */
  readUpTo: ReadonlyMap<string, string>;
  /** Uuids of the members typing now. */
  typing: readonly string[];
}

/**
 * One group conversation, live (heard on the tab's subscription): its recent history with the service's group events, texts and
 * attachments with delivery states, each member's read marker (its membership's `lastRead`) and who is
 * typing. A 403 from the service (the member was removed) ends it at once.
 */
export class GroupConversation {
  private state: GroupConversationState = { status: 'loading', messages: [], events: [], readUpTo: new Map(), typing: [] };
  private readonly listeners = new Set<() => void>();
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private registration: ChannelRegistration | null = null;
  private sent = 0;
  /** Attachments being sent, kept for a retry. */
  private readonly pendingFiles = new Map<string, File>();
  private lastTypingSignal = 0;
  private readonly readMarkers: ReadMarkers;

  constructor(
    private readonly tab: TabSubscription,
    private readonly memberId: string,
    readonly channel: string,
  ) {
    this.readMarkers = new ReadMarkers(tab.connection);
  }

  private get connection() {
    return this.tab.connection;
  }

  start(): void {
    this.registration = this.tab.register({
      message: (event) => this.received(event.timetoken, event.publisher, event.message),
      signal: (event) => this.signalled(event.publisher, event.message),
      file: (event) => this.receivedMessage(chatFileMessageOf(event.timetoken, event.publisher, event.message, event.file)),
      objects: (event) => this.membershipChanged(event),
      messageAction: (event) => this.actionChanged(event),
      refused: () => this.end(),
    });
    this.registration.setChannels([this.channel]);
    void this.load();
  }

  stop(): void {
    this.typingTimers.forEach((timer) => clearTimeout(timer));
    this.registration?.remove();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = (): GroupConversationState => this.state;

  /** How many other members have read up to this message. */
  readBy(timetoken: string): number {
    const mine = realtimeUuidOf(this.memberId);
    return [...this.state.readUpTo].filter(([uuid, marker]) => uuid !== mine && !isAfter(timetoken, marker)).length;
  }

  send(text: string): void {
    const message: ChatMessage = {
      key: this.newKey(),
      timetoken: null,
      authorUuid: realtimeUuidOf(this.memberId),
      text,
      delivery: 'sending',
      actions: [],
    };
    this.put(message);
    void this.deliver(message);
  }

  /** Sends a file (an image shows inline): shown at once with its upload progress, then sent, or failed with a retry. */
  sendAttachment(file: File): void {
    const message = pendingAttachmentOf(this.newKey(), realtimeUuidOf(this.memberId), file);
    this.pendingFiles.set(message.key, file);
    this.put(message);
    void this.deliverFile(message);
  }

  retry(key: string): void {
    const message = this.state.messages.find((candidate) => candidate.key === key);
    if (message?.delivery === 'failed') void (message.file ? this.deliverFile(message) : this.deliver(message));
  }

  react(key: string, emoji: string): Promise<void> {
    return toggleReaction(this.actionTarget(key), emoji);
  }

  edit(key: string, text: string): Promise<void> {
    return editOwn(this.actionTarget(key), text);
  }

  remove(key: string): Promise<void> {
    return deleteOwn(this.actionTarget(key));
  }

  typing(): void {
    const now = Date.now();
    if (now - this.lastTypingSignal < chatTypingIntervalMs) return;
    this.lastTypingSignal = now;
    void signal(this.connection, { channel: this.channel, message: { typing: true } }).catch(() => undefined);
  }

  private async load(): Promise<void> {
    try {
      const [page, members] = await Promise.all([
        fetchMessages(this.connection, { channels: [this.channel], count: chatLimits.historyPage, includeMessageActions: true }),
        getChannelMembers(this.connection, { channel: this.channel, include: ['custom'] }),
      ]);
      const readUpTo = new Map(this.state.readUpTo);
      for (const member of members.data) {
        const marker = member.custom?.[chatReadField];
        if (typeof marker === 'string') readUpTo.set(member.uuid.id, marker);
      }
      const stored: StoredMessage[] = page.channels[this.channel] ?? [];
      // Service events are kept apart; messages come with their reactions, edits and deletions.
      for (const entry of stored) if (isGroupEvent(entry.message)) this.received(entry.timetoken, entry.uuid, entry.message, true);
      const fileUrl = (file: { id: string; name: string }) => getFileUrl(this.connection, { channel: this.channel, ...file });
      this.set({ messages: mergeMessages(this.state.messages, messagesOfHistory(stored, fileUrl)) });
      this.set({ status: this.state.status === 'ended' ? 'ended' : 'ready', readUpTo });
      this.markRead();
    } catch {
      if (this.state.status !== 'ended') this.set({ status: 'error' });
    }
  }

  private received(timetoken: string, publisher: string | undefined, payload: unknown, fromHistory = false): void {
    if (isGroupEvent(payload)) {
      if (!this.state.events.some((item) => item.timetoken === timetoken))
        this.set({
          events: [...this.state.events, { timetoken, event: payload }].sort((a, b) => (isAfter(a.timetoken, b.timetoken) ? 1 : -1)),
        });
      return;
    }
    this.receivedMessage(chatMessageOf(timetoken, publisher, payload), fromHistory);
  }

  private receivedMessage(message: ChatMessage | null, fromHistory = false): void {
    if (!message) return;
    this.put(message);
    this.stopTyping(message.authorUuid);
    if (!fromHistory) this.markRead();
  }

  private newKey(): string {
    return `${this.memberId}-${Date.now().toString(36)}-${(this.sent++).toString(36)}`;
  }

  private put(message: ChatMessage): void {
    this.set({ messages: mergeMessages(this.state.messages, [message]) });
  }

  private async deliver(message: ChatMessage): Promise<void> {
    this.put({ ...message, delivery: 'sending' });
    try {
      const { timetoken } = await publish(this.connection, { channel: this.channel, message: { text: message.text, key: message.key } });
      this.put({ ...message, timetoken, delivery: 'sent' });
      this.markRead();
    } catch {
      this.put({ ...message, delivery: 'failed' });
    }
  }

  private async deliverFile(message: ChatMessage): Promise<void> {
    const file = this.pendingFiles.get(message.key);
    if (!file || !(await deliverAttachment(this.connection, this.channel, message, file, (shown) => this.put(shown)))) return;
    this.pendingFiles.delete(message.key);
    this.markRead();
  }

  /** Moves the member's read marker to the newest stored message of the conversation. */
  private markRead(): void {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
    const newest = [...this.state.messages.map((message) => message.timetoken), ...this.state.events.map((item) => item.timetoken)]
      .filter((timetoken): timetoken is string => Boolean(timetoken))
      .reduce<string | null>((latest, timetoken) => (isAfter(timetoken, latest) ? timetoken : latest), null);
    const uuid = realtimeUuidOf(this.memberId);
    if (!newest || !isAfter(newest, this.state.readUpTo.get(uuid) ?? null)) return;
    this.set({ readUpTo: new Map(this.state.readUpTo).set(uuid, newest) });
    this.readMarkers.write(this.channel, newest);
  }

  private actionTarget(key: string) {
    const message = this.state.messages.find((candidate) => candidate.key === key);
    return { connection: this.connection, channel: this.channel, message, uuid: realtimeUuidOf(this.memberId) };
  }

  private actionChanged(event: MessageActionEvent): void {
    if (event.channel === this.channel) this.set({ messages: withActionEvent(this.state.messages, event) });
  }

  private membershipChanged(event: ObjectsEvent): void {
    if (event.type !== 'membership' || event.event !== 'set') return;
    const data = event.data as { channel?: { id: string }; uuid?: { id: string }; custom?: Record<string, unknown> };
    const marker = data.custom?.[chatReadField];
    if (data.channel?.id !== this.channel || !data.uuid || typeof marker !== 'string') return;
    this.set({ readUpTo: new Map(this.state.readUpTo).set(data.uuid.id, marker) });
  }

  private signalled(publisher: string | undefined, payload: unknown): void {
    if (!publisher || publisher === realtimeUuidOf(this.memberId) || (payload as { typing?: unknown })?.typing !== true) return;
    if (!this.state.typing.includes(publisher)) this.set({ typing: [...this.state.typing, publisher] });
    clearTimeout(this.typingTimers.get(publisher));
    this.typingTimers.set(
      publisher,
      setTimeout(() => this.stopTyping(publisher), chatTypingShownMs),
    );
  }

  private stopTyping(uuid: string): void {
    if (this.state.typing.includes(uuid)) this.set({ typing: this.state.typing.filter((typing) => typing !== uuid) });
  }

  /** The member is out of the group: nothing more arrives or goes. */
  private end(): void {
    this.registration?.remove();
    this.registration = null;
    this.set({ status: 'ended', typing: [] });
  }

  private set(change: Partial<GroupConversationState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
