import {
  chatReadField,
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
import { chatFileMessageOf, chatMessageOf, isAfter, mergeMessages, type ChatMessage } from './chatMessages';
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

export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * A member's conversations with friends, live: every direct conversation heard (with presence) on
 * the tab's subscription, its messages, read markers (kept in the member's membership of each
 * conversation) and unread counts. The chat box, the friends panel and the header read it through
 * `useChat…` hooks; history, sending and actions are `ConversationActions`, loaded with the chat's views.
 */
export class ChatSession {
  private readonly conversations = new Map<string, Conversation>();
  private readonly presence = new Map<string, PresenceStatus>();
  private readonly listeners = new Set<() => void>();
  private readonly open = new Set<string>();
  private registration: ChannelRegistration | null = null;
  private version = 0;
  /** Stopped when the page goes away or the session ends: no state is sent after it. */
  private stopped = false;
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The member's groups, heard in the same subscription for their unread counts. */
  private readonly groups: GroupUnread;
  private readonly readMarkers: ReadMarkers;

  constructor(
    private readonly tab: TabSubscription,
    readonly memberId: string,
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
  everyConversation(): Conversation[] {
    return [...this.conversations.values()];
  }

  recentConversations(): Conversation[] {
    return [...this.conversations.values()]
      .filter((conversation) => conversation.messages.length > 0)
      .sort((a, b) => (isAfter(a.messages.at(-1)?.timetoken, b.messages.at(-1)?.timetoken) ? -1 : 1));
  }

  /** A friend's conversation shows (a chat box or the messages page): what arrives in it is read. */
  shown(friendId: string): void {
    this.open.add(friendId);
    this.ensure(friendId);
  }

  closed(friendId: string): void {
    this.open.delete(friendId);
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

  get connection() {
    return this.tab.connection;
  }

  get uuid(): string {
    return realtimeUuidOf(this.memberId);
  }

  private actionChanged(event: MessageActionEvent): void {
    const friendId = this.friendOfChannel(event.channel);
    if (!friendId) return;
    void import('./messageActions').then(({ withActionEvent }) =>
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
  markRead(friendId: string): void {
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

  update(friendId: string, change: Partial<Conversation> | ((current: Conversation) => Partial<Conversation>)): void {
    const current = this.conversationWith(friendId);
    this.conversations.set(friendId, { ...current, ...(typeof change === 'function' ? change(current) : change) });
    this.changed();
  }

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }
}
