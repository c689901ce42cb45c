import {
  chatLimits,
  chatReadField,
  chatTypingIntervalMs,
  chatTypingShownMs,
  directChannelOf,
  memberIdOfRealtimeUuid,
  realtimeUuidOf,
  type PresenceStatus,
} from '@meshwork/contracts';
import {
  getMemberships,
  hereNow,
  messageCounts,
  setState,
  type MessageActionEvent,
  type ObjectsEvent,
  type PresenceEvent,
} from '@meshwork/realtime-client';
import type { ChannelRegistration, TabSubscription } from '../../realtime/tabSubscription';
import { GroupUnread } from '../groups/groupUnread';
import { chatFileMessageOf, chatMessageOf, isAfter, mergeMessages, pendingAttachmentOf, type ChatMessage } from './chatMessages';
import { ReadMarkers } from './readMarkers';

export interface Conversation {
  friendId: string;
  channel: string;
  messages: ChatMessage[];
  history: 'idle' | 'loading' | 'ready' | 'error';
  hasOlder: boolean;
  loadingOlder: boolean;
  unread: number;
  /** The newest message I have read, and the newest the friend has read. */
  myReadUpTo: string | null;
  theirReadUpTo: string | null;
  /** The friend is typing (a signal arrived in the last few seconds). */
  friendTyping: boolean;
}

// The counts call takes at most 100 channels.
const countsBatch = 100;

/** History, sending, files and actions: loaded when a conversation first needs them. */
const conversationCalls = () => import('./conversationCalls');

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * A member's conversations with friends, live: every direct conversation heard (with presence) on
 * the tab's subscription, the history of the open ones, delivery states, read markers (kept in the
 * member's membership of each conversation) and unread counts. The chat box, the friends panel
 * and the header read it through `useChat…` hooks.
 */
export class ChatSession {
  private readonly conversations = new Map<string, Conversation>();
  private readonly presence = new Map<string, PresenceStatus>();
  private readonly listeners = new Set<() => void>();
  private readonly open = new Set<string>();
  private registration: ChannelRegistration | null = null;
  private sent = 0;
  /** Attachments being sent, kept for a retry. */
  private readonly pendingFiles = new Map<string, File>();
  private version = 0;
  /** Stopped when the page goes away or the session ends: no state is sent after it. */
  private stopped = false;
  private lastTypingSignal = 0;
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The member's groups, heard in the same subscription for their unread counts. */
  private readonly groups: GroupUnread;
  private readonly readMarkers: ReadMarkers;

  constructor(
    private readonly tab: TabSubscription,
    private readonly memberId: string,
    friendIds: string[],
    /** Told when the service closes conversations (a block): the friend lists are outdated. */
    private readonly onClosed: (friendIds: string[]) => void = () => undefined,
  ) {
    this.groups = new GroupUnread(tab.connection, memberId, () => this.changed());
    this.readMarkers = new ReadMarkers(tab.connection);
    for (const friendId of friendIds) this.conversations.set(friendId, this.emptyConversation(friendId));
    this.listen();
    void this.loadUnread();
    void this.loadPresence();
  }

  /** Hears every conversation on the tab's subscription: a new one catches up from its cursor. */
  private listen(): void {
    const channels = [...[...this.conversations.values()].map((conversation) => conversation.channel), ...this.groups.channels()];
    this.registration ??= this.tab.register(
      {
        message: (event) =>
          // Everything said in a group counts, its service events too, as the stored counts do.
          this.groups.has(event.channel)
            ? this.groups.received(event.channel, event.publisher)
            : this.received(event.channel, chatMessageOf(event.timetoken, event.publisher, event.message)),
        presence: (event) => this.presenceChanged(event),
        objects: (event) => this.membershipChanged(event),
        messageAction: (event) => this.actionChanged(event),
        signal: (event) => this.signalled(event.channel, event.publisher, event.message),
        file: (event) => this.received(event.channel, chatFileMessageOf(event.timetoken, event.publisher, event.message, event.file)),
        refused: (refused) => this.refused(refused),
      },
      { withPresence: true },
    );
    this.registration.setChannels(channels);
  }

  /**
   * The service refused some conversations (one side blocked the other, or the member left a
   * group): they close, and the tab's subscription goes on with the others. A refusal naming no
   * channel means the session ended.
   */
  private refused(channels: string[]): void {
    const closed = [...new Set(channels.flatMap((channel) => this.friendOfChannel(channel) ?? []))];
    const leftGroups = this.groups.forget(channels);
    if (!closed.length && !leftGroups) return;
    for (const friendId of closed) this.conversations.delete(friendId);
    this.changed();
    if (closed.length) this.onClosed(closed);
    this.listen();
  }

  /** Leaves every conversation at once (a closed tab or a logout), so friends see the member go. */
  stop(): void {
    this.stopped = true;
    this.typingTimers.forEach((timer) => clearTimeout(timer));
    this.registration?.remove({ leave: true });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.version;

  conversationWith(friendId: string): Conversation {
    return this.conversations.get(friendId) ?? this.emptyConversation(friendId);
  }

  presenceOf(friendId: string): PresenceStatus | undefined {
    return this.presence.get(friendId);
  }

  totalUnread(): number {
    return [...this.conversations.values()].reduce((total, conversation) => total + conversation.unread, this.groups.total());
  }

  groupUnread(channel: string): number {
    return this.groups.countOf(channel);
  }

  /** The member's groups (from the product's list): new ones join the subscription and load their counts. */
  setGroups(channels: string[]): void {
    if (this.stopped) return;
    const before = this.groups.channels().join(',');
    const added = this.groups.track(channels);
    if (this.groups.channels().join(',') !== before) this.listen();
    void this.groups.load(added);
  }

  /** Conversations with messages, newest first. */
  recentConversations(): Conversation[] {
    return [...this.conversations.values()]
      .filter((conversation) => conversation.messages.length > 0)
      .sort((a, b) => (isAfter(a.messages.at(-1)?.timetoken, b.messages.at(-1)?.timetoken) ? -1 : 1));
  }

  /** The chat box of a friend is shown: its history loads and what it shows is read. */
  async opened(friendId: string): Promise<void> {
    this.open.add(friendId);
    this.ensure(friendId);
    const conversation = this.conversationWith(friendId);
    if (conversation.history === 'idle' || conversation.history === 'error') await this.loadHistory(friendId);
    this.markRead(friendId);
  }

  closed(friendId: string): void {
    this.open.delete(friendId);
  }

  async loadOlder(friendId: string): Promise<void> {
    const conversation = this.conversationWith(friendId);
    const oldest = conversation.messages.find((message) => message.timetoken)?.timetoken;
    if (!conversation.hasOlder || conversation.loadingOlder || !oldest) return;
    this.update(friendId, { loadingOlder: true });
    try {
      const { historyPageOf } = await conversationCalls();
      const older = await historyPageOf(this.connection, conversation.channel, oldest);
      this.update(friendId, (current) => ({
        messages: mergeMessages(current.messages, older.messages),
        hasOlder: older.hasOlder,
        loadingOlder: false,
      }));
    } catch {
      this.update(friendId, { loadingOlder: false });
    }
  }

  /** Sends a file (an image shows inline): shown at once with its upload progress, then sent, or failed with a retry. */
  sendAttachment(friendId: string, file: File): void {
    const key = this.newKey();
    this.pendingFiles.set(key, file);
    const message = pendingAttachmentOf(key, this.uuid, file);
    this.update(friendId, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
    void this.deliverFile(friendId, message);
  }

  /** Sends a text: shown at once as sending, then sent, or failed with a retry. */
  send(friendId: string, text: string): void {
    const key = this.newKey();
    const message: ChatMessage = { key, timetoken: null, authorUuid: this.uuid, text, delivery: 'sending', actions: [] };
    this.update(friendId, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
    void this.deliver(friendId, message);
  }

  retry(friendId: string, key: string): void {
    const message = this.conversationWith(friendId).messages.find((candidate) => candidate.key === key);
    if (!message || message.delivery !== 'failed') return;
    this.replace(friendId, { ...message, delivery: 'sending' });
    void (message.file ? this.deliverFile(friendId, message) : this.deliver(friendId, message));
  }

  /** Adds one's reaction with this emoji, or takes it back. */
  async react(friendId: string, key: string, emoji: string): Promise<void> {
    const { toggleReaction } = await conversationCalls();
    return toggleReaction(this.actionTarget(friendId, key), emoji);
  }

  async edit(friendId: string, key: string, text: string): Promise<void> {
    const { editOwn } = await conversationCalls();
    return editOwn(this.actionTarget(friendId, key), text);
  }

  async remove(friendId: string, key: string): Promise<void> {
    const { deleteOwn } = await conversationCalls();
    return deleteOwn(this.actionTarget(friendId, key));
  }

  /** Tells the friend the member is typing: one signal every few seconds at most. */
  typing(friendId: string): void {
    const now = Date.now();
    if (now - this.lastTypingSignal < chatTypingIntervalMs) return;
    this.lastTypingSignal = now;
    const channel = this.conversationWith(friendId).channel;
    void conversationCalls()
      .then(({ signal }) => signal(this.connection, { channel, message: { typing: true } }))
      .catch(() => undefined);
  }

  /**
   * Online while the page is shown, away while it is hidden (state seen by friends). Never once
   * stopped: a closing page turns hidden after its leave, and a state sent then would bring the
   * member back as "away".
   */
  setAway(away: boolean): void {
    if (this.stopped) return;
    const channels = [...this.conversations.values()].map((conversation) => conversation.channel);
    if (channels.length) void setState(this.connection, { channels, state: { status: away ? 'away' : 'online' } }).catch(() => undefined);
  }

  private get connection() {
    return this.tab.connection;
  }

  private get uuid(): string {
    return realtimeUuidOf(this.memberId);
  }

  private actionTarget(friendId: string, key: string) {
    const conversation = this.conversationWith(friendId);
    const message = conversation.messages.find((candidate) => candidate.key === key);
    return { connection: this.connection, channel: conversation.channel, message, uuid: this.uuid };
  }

  private actionChanged(event: MessageActionEvent): void {
    const friendId = this.friendOfChannel(event.channel);
    if (!friendId) return;
    void conversationCalls().then(({ withActionEvent }) =>
      this.update(friendId, (current) => ({ messages: withActionEvent(current.messages, event) })),
    );
  }

  private signalled(channel: string, publisher: string | undefined, payload: unknown): void {
    const friendId = this.friendOfChannel(channel);
    if (!friendId || publisher !== realtimeUuidOf(friendId) || (payload as { typing?: unknown })?.typing !== true) return;
    this.setTyping(friendId, true);
    clearTimeout(this.typingTimers.get(friendId));
    this.typingTimers.set(
      friendId,
      setTimeout(() => this.setTyping(friendId, false), chatTypingShownMs),
    );
  }

  private setTyping(friendId: string, typing: boolean): void {
    if (this.conversationWith(friendId).friendTyping !== typing) this.update(friendId, { friendTyping: typing });
  }

  private newKey(): string {
    return `${this.memberId}-${Date.now().toString(36)}-${(this.sent++).toString(36)}`;
  }

  private async deliverFile(friendId: string, message: ChatMessage): Promise<void> {
    const file = this.pendingFiles.get(message.key);
    if (!file) return;
    const channel = this.conversationWith(friendId).channel;
    const calls = await conversationCalls().catch(() => null);
    if (!calls) return this.replace(friendId, { ...message, delivery: 'failed' });
    if (!(await calls.deliverAttachment(this.connection, channel, message, file, (shown) => this.replace(friendId, shown)))) return;
    this.pendingFiles.delete(message.key);
    this.markRead(friendId);
  }

  private async deliver(friendId: string, message: ChatMessage): Promise<void> {
    const channel = this.conversationWith(friendId).channel;
    try {
      const { publish } = await conversationCalls();
      const { timetoken } = await publish(this.connection, { channel, message: { text: message.text, key: message.key } });
      this.replace(friendId, { ...message, timetoken, delivery: 'sent' });
      this.markRead(friendId);
    } catch {
      this.replace(friendId, { ...message, delivery: 'failed' });
    }
  }

  private replace(friendId: string, message: ChatMessage): void {
    this.update(friendId, (current) => ({
      messages: mergeMessages(
        current.messages.filter((candidate) => candidate.key !== message.key),
        [message],
      ),
    }));
  }

  private async loadHistory(friendId: string): Promise<void> {
    const channel = this.conversationWith(friendId).channel;
    this.update(friendId, { history: 'loading' });
    try {
      const { openingOf } = await conversationCalls();
      const opening = await openingOf(this.connection, channel, realtimeUuidOf(friendId));
      this.update(friendId, (current) => ({
        history: 'ready',
        messages: mergeMessages(current.messages, opening.messages),
        hasOlder: opening.hasOlder,
        theirReadUpTo: opening.theirReadUpTo ?? current.theirReadUpTo,
      }));
    } catch {
      this.update(friendId, { history: 'error' });
    }
  }

  /** Who is here already: presence events only tell what changes after the subscription starts. */
  private async loadPresence(): Promise<void> {
    for (const batch of chunks([...this.conversations.values()], countsBatch)) {
      const here = await hereNow(this.connection, {
        channels: batch.map((conversation) => conversation.channel),
        includeState: true,
      }).catch(() => null);
      for (const occupant of Object.values(here?.channels ?? {}).flatMap((channel) => channel.occupants)) {
        const friendId = memberIdOfRealtimeUuid(occupant.uuid);
        if (!friendId || friendId === this.memberId || !this.conversations.has(friendId) || this.presence.has(friendId)) continue;
        this.presence.set(friendId, (occupant.state as { status?: string } | undefined)?.status === 'away' ? 'away' : 'online');
      }
    }
    this.changed();
  }

  /** Unread counts: the messages after the member's read marker in each conversation. */
  private async loadUnread(): Promise<void> {
    if (!this.conversations.size) return;
    try {
      const memberships = await getMemberships(this.connection, { include: ['custom'] });
      for (const membership of memberships.data) {
        const friendId = this.friendOfChannel(membership.channel.id);
        const marker = membership.custom?.[chatReadField];
        if (friendId && typeof marker === 'string') this.update(friendId, { myReadUpTo: marker });
      }
      const conversations = [...this.conversations.values()];
      for (const batch of chunks(conversations, countsBatch)) {
        const counts = await messageCounts(this.connection, {
          channels: batch.map((conversation) => conversation.channel),
          channelTimetokens: batch.map((conversation) => this.conversationWith(conversation.friendId).myReadUpTo ?? '0'),
        });
        for (const conversation of batch)
          if (!this.open.has(conversation.friendId))
            this.update(conversation.friendId, { unread: counts.channels[conversation.channel] ?? 0 });
      }
    } catch {
      // Counts are a convenience: live messages still count from here on.
    }
  }

  /**
   * The newest message(s) of every conversation, for the list of recent conversations (one each)
   * or for searching them (the most one call gives for several): asked by the lists that show them.
   */
  async loadRecent(count: number = chatLimits.historyPage): Promise<void> {
    await this.loadLastMessages([...this.conversations.values()], count).catch(() => undefined);
  }

  private async loadLastMessages(conversations: Conversation[], count: number): Promise<void> {
    const { lastMessagesOf } = await conversationCalls();
    for (const batch of chunks(conversations, 50)) {
      const last = await lastMessagesOf(
        this.connection,
        batch.map((conversation) => conversation.channel),
        count,
      );
      for (const conversation of batch) {
        const messages = last.get(conversation.channel) ?? [];
        if (messages.length) this.update(conversation.friendId, (current) => ({ messages: mergeMessages(current.messages, messages) }));
      }
    }
  }

  private received(channel: string, message: ChatMessage | null): void {
    if (message && this.groups.has(channel)) return this.groups.received(channel, message.authorUuid);
    const friendId = this.friendOfChannel(channel);
    if (!friendId || !message) return;
    const fromFriend = message.authorUuid !== realtimeUuidOf(this.memberId);
    this.update(friendId, (current) => ({
      messages: mergeMessages(current.messages, [message]),
      friendTyping: fromFriend ? false : current.friendTyping,
      unread: fromFriend && !this.isShown(friendId) ? current.unread + 1 : current.unread,
    }));
    if (this.isShown(friendId)) this.markRead(friendId);
  }

  private presenceChanged(event: PresenceEvent): void {
    const friendId = event.uuid ? memberIdOfRealtimeUuid(event.uuid) : null;
    if (!friendId || friendId === this.memberId || !this.conversations.has(friendId)) return;
    const state = event.state as { status?: string } | undefined;
    const status: PresenceStatus =
      event.action === 'leave' || event.action === 'timeout' ? 'offline' : state?.status === 'away' ? 'away' : 'online';
    this.presence.set(friendId, status);
    this.changed();
  }

  /** A read marker moved (the friend's, or this member's in another tab). */
  private membershipChanged(event: ObjectsEvent): void {
    if (event.type !== 'membership' || event.event !== 'set') return;
    const data = event.data as { channel?: { id: string }; uuid?: { id: string }; custom?: Record<string, unknown> };
    if (data.channel && this.groups.has(data.channel.id) && data.uuid?.id === this.uuid) return this.groups.read(data.channel.id);
    const friendId = data.channel ? this.friendOfChannel(data.channel.id) : null;
    const marker = data.custom?.[chatReadField];
    if (!friendId || typeof marker !== 'string') return;
    if (data.uuid?.id === realtimeUuidOf(friendId)) this.update(friendId, { theirReadUpTo: marker });
    else if (data.uuid?.id === realtimeUuidOf(this.memberId)) this.update(friendId, { myReadUpTo: marker, unread: 0 });
  }

  /** Moves the member's read marker to the newest stored message, when it is not there yet. */
  private markRead(friendId: string): void {
    const conversation = this.conversationWith(friendId);
    const newest = conversation.messages.findLast((message) => message.timetoken)?.timetoken;
    if (conversation.unread) this.update(friendId, { unread: 0 });
    if (!newest || !isAfter(newest, conversation.myReadUpTo)) return;
    this.update(friendId, { myReadUpTo: newest });
    this.readMarkers.write(conversation.channel, newest);
  }

  private isShown(friendId: string): boolean {
    return this.open.has(friendId) && (typeof document === 'undefined' || document.visibilityState === 'visible');
  }

  private friendOfChannel(channel: string): string | null {
    for (const conversation of this.conversations.values()) if (conversation.channel === channel) return conversation.friendId;
    return null;
  }

  private ensure(friendId: string): void {
    if (this.conversations.has(friendId)) return;
    this.conversations.set(friendId, this.emptyConversation(friendId));
    this.listen();
  }

  private emptyConversation(friendId: string): Conversation {
    return {
      friendId,
      channel: directChannelOf(this.memberId, friendId),
      messages: [],
      history: 'idle',
      hasOlder: false,
      loadingOlder: false,
      unread: 0,
      myReadUpTo: null,
      theirReadUpTo: null,
      friendTyping: false,
    };
  }

  private update(friendId: string, change: Partial<Conversation> | ((current: Conversation) => Partial<Conversation>)): void {
    const current = this.conversationWith(friendId);
    this.conversations.set(friendId, { ...current, ...(typeof change === 'function' ? change(current) : change) });
    this.changed();
  }

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }
}
