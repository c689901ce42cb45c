import { chatLimits, chatReadField } from '@meshwork/contracts';
import { fetchMessages, getChannelMembers, getFileUrl, type RealtimeConnection } from '@meshwork/realtime-client';
import type { ChatMessage } from './chatMessages';
import { messagesOfHistory } from './storedMessages';

interface HistoryPage {
  messages: ChatMessage[];
  hasOlder: boolean;
}

const fileUrlIn = (connection: RealtimeConnection, channel: string) => (file: { id: string; name: string }) =>
  getFileUrl(connection, { channel, ...file });

/** One page of a conversation's history, the newest or the one before `start`. */
export async function historyPageOf(connection: RealtimeConnection, channel: string, start?: string): Promise<HistoryPage> {
  const page = await fetchMessages(connection, { channels: [channel], count: chatLimits.historyPage, start, includeMessageActions: true });
  const messages = messagesOfHistory(page.channels[channel], fileUrlIn(connection, channel));
  return { messages, hasOlder: messages.length === chatLimits.historyPage };
}

/** The newest page of a conversation, and the friend's read marker (kept in their membership). */
export async function openingOf(
  connection: RealtimeConnection,
  channel: string,
  friendUuid: string,
): Promise<HistoryPage & { theirReadUpTo: string | null }> {
  const [page, members] = await Promise.all([
    historyPageOf(connection, channel),
    getChannelMembers(connection, { channel, include: ['custom'] }),
  ]);
  const theirs = members.data.find((member) => member.uuid.id === friendUuid)?.custom?.[chatReadField];
  return { ...page, theirReadUpTo: typeof theirs === 'string' ? theirs : null };
}

/** The newest `count` messages of each channel, in one call. */
export async function lastMessagesOf(
  connection: RealtimeConnection,
  channels: string[],
  count: number,
): Promise<Map<string, ChatMessage[]>> {
  const page = await fetchMessages(connection, { channels, count });
  return new Map(channels.map((channel) => [channel, messagesOfHistory(page.channels[channel], fileUrlIn(connection, channel))]));
}
