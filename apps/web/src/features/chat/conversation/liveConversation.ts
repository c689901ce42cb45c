import { chatReadField, chatTypingShownMs, realtimeUuidOf } from '@meshwork/contracts';
import type { ObjectsEvent, RealtimeConnection, RealtimeListener } from '@meshwork/realtime-client';
import type { ChannelRegistration, TabSubscription } from '../../../realtime/tabSubscription';
import { chatFileMessageOf, chatMessageOf, isAfter, type ChatMessage } from '../chatMessages';
import { ReadMarkers } from '../readMarkers';
import type { ConversationKind } from './conversationKind';
import {
  emptyConversationState,
  newestTimetokenOf,
  withActionEvent,
  withEvents,
  withMessages,
  withReadMarker,
  type ConversationState,
} from './conversationState';

/**
 * One conversation, live, whatever its kind: what arrives on its channel (messages, files, the
 * kind's events, reactions, edits and deletions, read markers, typing), its unread count while it
 * is not shown, and the member's read marker while it is. What the member does in it (history,
 * sending, actions) is `ConversationCommands`, loaded with the views.
 */
export class LiveConversation<Event = never> {
  private current: ConversationState<Event> = emptyConversationState();
  private readonly listeners = new Set<() => void>();
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private registration: ChannelRegistration | null = null;
  private shown = false;
  private readonly readMarkers: ReadMarkers;
  readonly myUuid: string;

  constructor(
    readonly kind: ConversationKind<Event>,
    readonly memberId: string,
    readonly connection: RealtimeConnection,
  ) {
    this.myUuid = realtimeUuidOf(memberId);
    this.readMarkers = new ReadMarkers(connection);
  }

  get channel(): string {
    return this.kind.channel;
  }

  get state(): ConversationState<Event> {
    return this.current;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = (): ConversationState<Event> => this.current;

  /** Hears the conversation on its own place in the tab's subscription; a refusal ends it. */
  listenOn(tab: TabSubscription): void {
    this.registration = tab.register({ ...this.listener, refused: () => this.end() });
    this.registration.setChannels([this.channel]);
  }

  /** Stops hearing it (the view that listened goes). */
  stop(): void {
    this.typingTimers.forEach((timer) => clearTimeout(timer));
    this.registration?.remove();
    this.registration = null;
  }

  /** The member is out of the conversation: nothing more arrives or goes. */
  end(): void {
    this.stop();
    this.update({ ended: true, typing: [] });
  }

  /** What arrives on the conversation's channel, whoever heard it. */
  readonly listener: Required<Omit<RealtimeListener, 'presence'>> = {
    message: (event) => this.arrived(event.timetoken, event.publisher, event.message),
    file: (event) => this.received(chatFileMessageOf(event.timetoken, event.publisher, event.message, event.file)),
    messageAction: (event) => this.update(withActionEvent(this.current, event)),
    objects: (event) => this.membershipChanged(event),
    signal: (event) => this.signalled(event.publisher, event.message),
  };

  /** A view shows the conversation: what arrives in it is read. */
  show(): void {
    this.shown = true;
  }

  hide(): void {
    this.shown = false;
  }

  update(change: Partial<ConversationState<Event>>): void {
    if (!Object.keys(change).length) return;
    this.current = { ...this.current, ...change };
    this.listeners.forEach((listener) => listener());
  }

  /** The unread count the service gave, unless a view shows the conversation meanwhile. */
  countedUnread(count: number): void {
    if (!this.shown) this.update({ unread: count });
  }

  /** Moves the member's read marker to the newest stored message or event, when it is not there yet. */
  markRead(): void {
    const newest = newestTimetokenOf(this.current);
    if (this.current.unread) this.update({ unread: 0 });
    if (!newest || !isAfter(newest, this.current.readUpTo.get(this.myUuid))) return;
    this.update(withReadMarker(this.current, this.myUuid, newest));
    this.readMarkers.write(this.channel, newest);
  }

  /** A read marker moved: a member's, or this member's own in another tab (then nothing is unread). */
  readMarkerMoved(uuid: string, marker: string): void {
    if (!this.kind.isMember(uuid)) return;
    this.update({ ...withReadMarker(this.current, uuid, marker), ...(uuid === this.myUuid ? { unread: 0 } : {}) });
  }

  private arrived(timetoken: string, publisher: string | undefined, payload: unknown): void {
    const event = this.kind.eventOf(payload);
    if (event === null) return this.received(chatMessageOf(timetoken, publisher, payload));
    this.update(withEvents(this.current, [{ timetoken, event }]));
    if (this.isSeen()) this.markRead();
  }

  private received(message: ChatMessage | null): void {
    if (!message) return;
    const fromOther = message.authorUuid !== this.myUuid;
    this.update({
      ...withMessages(this.current, [message]),
      typing: this.current.typing.filter((uuid) => uuid !== message.authorUuid),
      unread: fromOther && !this.isSeen() ? this.current.unread + 1 : this.current.unread,
    });
    if (this.isSeen()) this.markRead();
  }

  private membershipChanged(event: ObjectsEvent): void {
    if (event.type !== 'membership' || event.event !== 'set') return;
    const data = event.data as { channel?: { id: string }; uuid?: { id: string }; custom?: Record<string, unknown> };
    const marker = data.custom?.[chatReadField];
    if (data.channel?.id === this.channel && data.uuid && typeof marker === 'string') this.readMarkerMoved(data.uuid.id, marker);
  }

  private signalled(publisher: string | undefined, payload: unknown): void {
    if (!publisher || publisher === this.myUuid || !this.kind.isMember(publisher)) return;
    if ((payload as { typing?: unknown } | null)?.typing !== true) return;
    if (!this.current.typing.includes(publisher)) this.update({ typing: [...this.current.typing, publisher] });
    clearTimeout(this.typingTimers.get(publisher));
    this.typingTimers.set(
      publisher,
      setTimeout(() => this.update({ typing: this.current.typing.filter((uuid) => uuid !== publisher) }), chatTypingShownMs),
    );
  }

  /** Shown in a view of a page the member sees. */
  private isSeen(): boolean {
    return this.shown && (typeof document === 'undefined' || document.visibilityState === 'visible');
  }
}
