import type { MessageActionEvent } from '@meshwork/realtime-client';
import { isAfter, mergeMessages, type ChatMessage } from '../chatMessages';
import type { ConversationEventItem } from './conversationKind';

/** One conversation as its views show it, whatever its kind. */
export interface ConversationState<Event = never> {
  /** Its history: idle until a view opens it. */
  history: 'idle' | 'loading' | 'ready' | 'error';
  /** The member is out of the conversation (the service refused it): nothing more arrives or goes. */
  ended: boolean;
  messages: ChatMessage[];
  events: ConversationEventItem<Event>[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Messages from others that arrived while it was not shown. */
  unread: number;
  /** Each member's read marker (uuid → newest timetoken read), the member's own included. */
  readUpTo: ReadonlyMap<string, string>;
  /** Uuids of the members typing now. */
  typing: readonly string[];
}

export const emptyConversationState = <Event = never>(): ConversationState<Event> => ({
  history: 'idle',
  ended: false,
  messages: [],
  events: [],
  hasOlder: false,
  loadingOlder: false,
  unread: 0,
  readUpTo: new Map(),
  typing: [],
});

type Change<Event> = Partial<ConversationState<Event>>;

/** Adds messages, each once: a stored or echoed copy replaces the one being sent with the same key. */
export const withMessages = <Event>(state: ConversationState<Event>, incoming: ChatMessage[]): Change<Event> => ({
  messages: mergeMessages(state.messages, incoming),
});

/** Adds events in timetoken order, each once. */
export const withEvents = <Event>(state: ConversationState<Event>, incoming: ConversationEventItem<Event>[]): Change<Event> => {
  const fresh = incoming.filter((item) => !state.events.some((known) => known.timetoken === item.timetoken));
  if (!fresh.length) return {};
  return { events: [...state.events, ...fresh].sort((a, b) => (isAfter(a.timetoken, b.timetoken) ? 1 : -1)) };
};

/** The messages with an action added or removed, as the service announced it. */
export const withActionEvent = <Event>(state: ConversationState<Event>, event: MessageActionEvent): Change<Event> => {
  const { messageTimetoken, ...action } = event.data;
  return {
    messages: state.messages.map((message) => {
      if (message.timetoken !== messageTimetoken) return message;
      const others = message.actions.filter((known) => known.actionTimetoken !== action.actionTimetoken);
      return { ...message, actions: event.event === 'added' ? [...others, action] : others };
    }),
  };
};

/** A member's read marker, which only moves forward. */
export const withReadMarker = <Event>(state: ConversationState<Event>, uuid: string, marker: string): Change<Event> =>
  isAfter(marker, state.readUpTo.get(uuid)) ? { readUpTo: new Map(state.readUpTo).set(uuid, marker) } : {};

/** The newest stored timetoken of the conversation, messages and events alike. */
export const newestTimetokenOf = <Event>(state: ConversationState<Event>): string | null =>
  [...state.messages.map((message) => message.timetoken), ...state.events.map((item) => item.timetoken)].reduce<string | null>(
    (newest, timetoken) => (isAfter(timetoken, newest) ? timetoken! : newest),
    null,
  );

/** How many members other than `myUuid` have read up to this message. */
export const readByOthers = <Event>(state: ConversationState<Event>, myUuid: string, timetoken: string): number =>
  [...state.readUpTo].filter(([uuid, marker]) => uuid !== myUuid && !isAfter(timetoken, marker)).length;
