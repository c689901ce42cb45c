import { chatLimits, chatReadField } from '@meshwork/contracts';
import { fetchMessages, getChannelMembers, getFileUrl, type RealtimeConnection, type StoredMessage } from '@meshwork/realtime-client';
import { isAfter, type ChatMessage } from '../chatMessages';
import { messagesOfHistory } from '../storedMessages';
import type { ConversationEventItem } from './conversationKind';
import { withEvents, withMessages, withReadMarker } from './conversationState';
import type { LiveConversation } from './liveConversation';

const fileUrlIn = (connection: RealtimeConnection, channel: string) => (file: { id: string; name: string }) =>
  getFileUrl(connection, { channel, ...file });

/** One page of a conversation's history, the newest or the one before `start`: its messages and the kind's events. */
async function historyPageOf<Event>(live: LiveConversation<Event>, start?: string) {
  const { connection, channel, kind } = live;
  const page = await fetchMessages(connection, { channels: [channel], count: chatLimits.historyPage, start, includeMessageActions: true });
  const stored: StoredMessage[] = page.channels[channel] ?? [];
  // The kind's events are kept apart; messages come with their reactions, edits and deletions.
  const events = stored.flatMap((entry): ConversationEventItem<Event>[] => {
    const event = entry.messageType === 4 ? null : kind.eventOf(entry.message);
    return event === null ? [] : [{ timetoken: entry.timetoken, event }];
  });
  return {
    messages: messagesOfHistory(stored, fileUrlIn(connection, channel)),
    events,
    hasOlder: stored.length === chatLimits.historyPage,
  };
}

/** The members' read markers, kept in their memberships of the conversation. */
async function readMarkersOf<Event>(live: LiveConversation<Event>): Promise<Array<[string, string]>> {
  const members = await getChannelMembers(live.connection, { channel: live.channel, include: ['custom'] });
  return members.data.flatMap((member) => {
    const marker = member.custom?.[chatReadField];
    return typeof marker === 'string' && live.kind.isMember(member.uuid.id) ? [[member.uuid.id, marker] as [string, string]] : [];
  });
}

/** Loads the newest page and the members' read markers, unless they are loaded or loading. */
export async function loadOpening<Event>(live: LiveConversation<Event>): Promise<void> {
  if (live.state.history === 'loading' || live.state.history === 'ready') return;
  live.update({ history: 'loading' });
  try {
    const [page, markers] = await Promise.all([historyPageOf(live), readMarkersOf(live)]);
    let state = live.state;
    for (const [uuid, marker] of markers) state = { ...state, ...withReadMarker(state, uuid, marker) };
    live.update({
      ...withMessages(state, page.messages),
      ...withEvents(state, page.events),
      readUpTo: state.readUpTo,
      history: 'ready',
      hasOlder: page.hasOlder,
    });
  } catch {
    live.update({ history: 'error' });
  }
}

/** Loads the page before the oldest message shown, above it. */
export async function loadOlder<Event>(live: LiveConversation<Event>): Promise<void> {
  const { hasOlder, loadingOlder, messages, events } = live.state;
  const [firstMessage, firstEvent] = [messages.find((message) => message.timetoken)?.timetoken, events[0]?.timetoken];
  const oldest = firstEvent && isAfter(firstMessage, firstEvent) ? firstEvent : (firstMessage ?? firstEvent);
  if (!hasOlder || loadingOlder || !oldest) return;
  live.update({ loadingOlder: true });
  try {
    const page = await historyPageOf(live, oldest);
    live.update({
      ...withMessages(live.state, page.messages),
      ...withEvents(live.state, page.events),
      hasOlder: page.hasOlder,
      loadingOlder: false,
    });
  } catch {
    live.update({ loadingOlder: false });
  }
}

/** The newest `count` messages of each channel, in one call (for the lists of recent conversations). */
export async function lastMessagesOf(
  connection: RealtimeConnection,
  channels: string[],
  count: number,
): Promise<Map<string, ChatMessage[]>> {
  const page = await fetchMessages(connection, { channels, count });
  return new Map(channels.map((channel) => [channel, messagesOfHistory(page.channels[channel], fileUrlIn(connection, channel))]));
}
