import { chatReadField, realtimeUuidOf, type MutedConversation, type PresenceStatus } from '@meshwork/contracts';
import { getMemberships, messageCounts, type ObjectsEvent } from '@meshwork/realtime-client';
import type { ChannelRegistration, TabSubscription } from '../../realtime/tabSubscription';
import { GroupUnread } from './groupUnread';
import { isAfter } from './chatMessages';
import { chunks } from './chunks';
import type { ConversationState } from './conversation/conversationState';
import { LiveConversation } from './conversation/liveConversation';
import { directConversation } from './directConversation';
import { FriendPresence } from './friendPresence';

/** A friend's conversation, as the lists of conversations show it. */
export interface FriendConversation {
  friendId: string;
  state: ConversationState;
}

// The counts call takes at most 100 channels.
const countsBatch = 100;

/**
 * The member's chat session, one per shell: the direct conversation of every friend (a
 * `LiveConversation` each), all heard with presence in one place on the tab's subscription, their
 * unread counts and the friends' presence; and the member's groups, heard for their unread counts.
 * The chat boxes, the friends panel and the header read it through `useChat`; what the member does
 * in a conversation is its `ConversationCommands`, loaded with the chat's views.
 */
export class DirectConversations {
  private readonly conversations = new Map<string, LiveConversation>();
  private readonly listeners = new Set<() => void>();
  private registration: ChannelRegistration | null = null;
  private version = 0;
  /** Stopped when the page goes away or the session ends: no state is sent after it. */
  private stopped = false;
  /** The member's groups, heard in the same subscription for their unread counts. */
  private readonly groups: GroupUnread;
  private readonly presence: FriendPresence;
  /** Muted conversations, each with when its mute ends (ms): they count in no total while it lasts. */
  private muted = new Map<string, number>();

  constructor(
    private readonly tab: TabSubscription,
    readonly memberId: string,
    friendIds: string[],
    /** Told when the service closes conversations (a block): the friend lists are outdated. */
    private readonly onClosed: (friendIds: string[]) => void = () => undefined,
  ) {
    this.groups = new GroupUnread(tab.connection, memberId, () => this.changed());
    this.presence = new FriendPresence(tab.connection, memberId, () => this.changed());
    for (const friendId of friendIds) this.add(friendId);
    this.listen();
    void this.loadUnread();
    void this.presence.load([...this.conversations].map(([friendId, conversation]) => ({ friendId, channel: conversation.channel })));
  }

  get connection() {
    return this.tab.connection;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = () => this.version;

  /** A friend's conversation, while it is known (a friend's, or one opened since). */
  stateWith(friendId: string): ConversationState | undefined {
    return this.conversations.get(friendId)?.state;
  }

  /** A friend's conversation, to open or act in: heard from now on if it was not. */
  conversationWith(friendId: string): LiveConversation {
    const known = this.conversations.get(friendId);
    if (known) return known;
    const added = this.add(friendId);
    this.listen();
    return added;
  }

  presenceOf(friendId: string): PresenceStatus | undefined {
    return this.presence.of(friendId);
  }

  /** Unread messages of every conversation the member has not muted: the header's count. */
  totalUnread(): number {
    let total = 0;
    for (const conversation of this.conversations.values()) if (!this.isMuted(conversation.channel)) total += conversation.state.unread;
    for (const channel of this.groups.channels()) if (!this.isMuted(channel)) total += this.groups.countOf(channel);
    return total;
  }

  /** Whether the member muted the conversation, as of now: its row still shows its unread count, dimmed. */
  isMuted(channel: string): boolean {
    return (this.muted.get(channel) ?? 0) > Date.now();
  }

  /** The member's muted conversations (from the product's list), again after each change. */
  setMuted(mutes: readonly MutedConversation[]): void {
    this.muted = new Map(mutes.map((mute) => [mute.channel, mute.expires_at ? Date.parse(mute.expires_at) : Infinity]));
    this.changed();
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

  everyConversation(): LiveConversation[] {
    return [...this.conversations.values()];
  }

  /** Conversations with messages, newest first. */
  recentConversations(): FriendConversation[] {
    return [...this.conversations]
      .map(([friendId, conversation]) => ({ friendId, state: conversation.state }))
      .filter(({ state }) => state.messages.length > 0)
      .sort((a, b) => (isAfter(a.state.messages.at(-1)?.timetoken, b.state.messages.at(-1)?.timetoken) ? -1 : 1));
  }

  /**
   * Online while the page is shown, away while it is hidden. Never once stopped: a closing page
   * turns hidden after its leave, and a state sent then would bring the member back as "away".
   */
  setAway(away: boolean): void {
    if (!this.stopped) this.presence.announce(this.channels(), away);
  }

  /** Leaves every conversation at once (a closed tab or a logout), so friends see the member go. */
  stop(): void {
    this.stopped = true;
    this.conversations.forEach((conversation) => conversation.stop());
    this.registration?.remove({ leave: true });
  }

  private readonly isFriend = (friendId: string) => this.conversations.has(friendId);

  private channels(): string[] {
    return [...this.conversations.values()].map((conversation) => conversation.channel);
  }

  private add(friendId: string): LiveConversation {
    const conversation = new LiveConversation(directConversation(this.memberId, friendId), this.memberId, this.connection);
    conversation.subscribe(() => this.changed());
    this.conversations.set(friendId, conversation);
    return conversation;
  }

  /** Hears every conversation on the tab's subscription: a new one catches up from its cursor. */
  private listen(): void {
    this.registration ??= this.tab.register(
      {
        // Everything said in a group counts, its service events too, as the stored counts do.
        message: (event) =>
          this.groups.has(event.channel)
            ? this.groups.received(event.channel, event.publisher)
            : this.conversationOfChannel(event.channel)?.listener.message(event),
        file: (event) =>
          this.groups.has(event.channel)
            ? this.groups.received(event.channel, event.publisher)
            : this.conversationOfChannel(event.channel)?.listener.file(event),
        signal: (event) => this.conversationOfChannel(event.channel)?.listener.signal(event),
        messageAction: (event) => this.conversationOfChannel(event.channel)?.listener.messageAction(event),
        objects: (event) => this.membershipChanged(event),
        presence: (event) => this.presence.heard(event, this.isFriend),
        refused: (refused) => this.refused(refused),
      },
      { withPresence: true },
    );
    this.registration.setChannels([...this.channels(), ...this.groups.channels()]);
  }

  /** A read marker moved (a friend's, or this member's in another tab or in a group). */
  private membershipChanged(event: ObjectsEvent): void {
    const data = event.data as { channel?: { id: string }; uuid?: { id: string } };
    const channel = data.channel?.id;
    if (!channel) return;
    if (!this.groups.has(channel)) return this.conversationOfChannel(channel)?.listener.objects(event);
    if (event.type === 'membership' && event.event === 'set' && data.uuid?.id === realtimeUuidOf(this.memberId)) this.groups.read(channel);
  }

  /**
   * The service refused some conversations (one side blocked the other, or the member left a
   * group): they close, and the tab's subscription goes on with the others. A refusal naming no
   * channel means the session ended.
   */
  private refused(channels: string[]): void {
    const closed = [...this.conversations].filter(([, conversation]) => channels.includes(conversation.channel)).map(([id]) => id);
    const leftGroups = this.groups.forget(channels);
    if (!closed.length && !leftGroups) return;
    for (const friendId of closed) {
      this.conversations.get(friendId)?.end();
      this.conversations.delete(friendId);
    }
    this.changed();
    if (closed.length) this.onClosed(closed);
    this.listen();
  }

  /** Unread counts: the messages after the member's read marker in each conversation. */
  private async loadUnread(): Promise<void> {
    if (!this.conversations.size) return;
    try {
      const memberships = await getMemberships(this.connection, { include: ['custom'] });
      for (const membership of memberships.data) {
        const marker = membership.custom?.[chatReadField];
        const conversation = this.conversationOfChannel(membership.channel.id);
        if (conversation && typeof marker === 'string') conversation.readMarkerMoved(conversation.myUuid, marker);
      }
      for (const batch of chunks(this.everyConversation(), countsBatch)) {
        const counts = await messageCounts(this.connection, {
          channels: batch.map((conversation) => conversation.channel),
          channelTimetokens: batch.map((conversation) => conversation.state.readUpTo.get(conversation.myUuid) ?? '0'),
        });
        for (const conversation of batch) conversation.countedUnread(counts.channels[conversation.channel] ?? 0);
      }
    } catch {
      // Counts are a convenience: live messages still count from here on.
    }
  }

  private conversationOfChannel(channel: string): LiveConversation | undefined {
    for (const conversation of this.conversations.values()) if (conversation.channel === channel) return conversation;
    return undefined;
  }

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }
}
