import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeList, encodeSegment } from './encoding.js';
import { requireList, requireText } from './errors.js';
import { readPayload } from './payload.js';

/** Reactions and other actions on a message: `{type: {value: [{uuid, actionTimetoken}]}}`. */
export type MessageActions = Record<string, Record<string, Array<{ uuid: string; actionTimetoken: string }>>>;

export interface StoredMessage {
  channel: string;
  timetoken: string;
  message: unknown;
  /** `null` for a message, 4 for a file message. */
  messageType: number | null;
  uuid?: string;
  meta?: Record<string, unknown>;
  actions?: MessageActions;
  /** Set when the message does not decrypt: 'Error while decrypting message content: …'. */
  error?: string;
}

export interface FetchMessagesRequest {
  channels: readonly string[];
  /** At most 100 for one channel, 25 for several or with actions (the default is that maximum). */
  count?: number;
  /** Older than this timetoken (exclusive). */
  start?: string;
  /** From this timetoken on (inclusive). */
  end?: string;
  includeMessageActions?: boolean;
  includeMeta?: boolean;
}

interface FetchAnswer {
  channels?: Record<
    string,
    Array<{
      message: unknown;
      timetoken: string | number;
      uuid?: string;
      message_type?: number | null;
      meta?: Record<string, unknown>;
      actions?: MessageActions;
    }>
  >;
  more?: { url: string; start: string; max: number };
}

/** The most messages one fetch may ask for: 100 for one channel, 25 for several or with actions. */
export function maxFetchCount(channelCount: number, withActions: boolean): number {
  return channelCount > 1 || withActions ? realtimeLimits.historyCountMaxMulti : realtimeLimits.historyCountMax;
}

const clampCount = (count: number | undefined, max: number) => (count && count > 0 ? Math.min(Math.floor(count), max) : max);

/** Messages of one or more channels, oldest first per channel, with their actions for a single channel. */
export async function fetchMessages(connection: RealtimeConnection, request: FetchMessagesRequest) {
  requireList(request.channels, realtimeMessages.missingChannels);
  requireSubscribeKey(connection);
  const withActions = request.includeMessageActions ?? false;
  if (withActions && request.channels.length > 1) throw new TypeError(realtimeMessages.actionsForOneChannel);
  const family = withActions ? 'history-with-actions' : 'history';
  const answer = await callService<FetchAnswer>(connection, {
    path: `/v3/${family}/sub-key/${connection.subscribeKey}/channel/${encodeList(request.channels)}`,
    query: {
      max: clampCount(request.count, maxFetchCount(request.channels.length, withActions)),
      start: request.start,
      end: request.end,
      include_meta: request.includeMeta ? 'true' : undefined,
      include_uuid: 'true',
      include_message_type: 'true',
      string_message_token: 'true',
    },
  });
  const channels: Record<string, StoredMessage[]> = {};
  for (const [channel, items] of Object.entries(answer.channels ?? {})) {
    channels[channel] = await Promise.all(
      items.map(async (item) => ({
        channel,
        timetoken: String(item.timetoken),
        ...(await readPayload(connection.cipherKey, item.message)),
        messageType: item.message_type ?? null,
        uuid: item.uuid,
        ...(item.meta !== undefined ? { meta: item.meta } : {}),
        ...(withActions ? { actions: item.actions ?? {} } : {}),
      })),
    );
  }
  return { channels, ...(answer.more ? { more: answer.more } : {}) };
}

export interface HistoryRequest {
  channel: string;
  count?: number;
  start?: string;
  end?: string;
  /** Oldest first from `end` rather than the newest before `start`. */
  reverse?: boolean;
  includeMeta?: boolean;
}

type HistoryAnswer = [
  Array<{ message: unknown; timetoken: string | number; meta?: Record<string, unknown> }>,
  string | number,
  string | number,
];

/** One channel's history (the v2 call): a page of at most 100 messages. */
export async function history(connection: RealtimeConnection, request: HistoryRequest) {
  requireText(request.channel, realtimeMessages.missingChannel);
  requireSubscribeKey(connection);
  const [items, first, last] = await callService<HistoryAnswer>(connection, {
    path: `/v2/history/sub-key/${connection.subscribeKey}/channel/${encodeSegment(request.channel)}`,
    query: {
      count: clampCount(request.count, realtimeLimits.historyCountMax),
      include_token: 'true',
      start: request.start,
      end: request.end,
      reverse: request.reverse === undefined ? undefined : String(request.reverse),
      string_message_token: 'true',
      include_meta: request.includeMeta ? 'true' : undefined,
    },
  });
  const messages = await Promise.all(
    items.map(async (item) => {
      const { message, error } = await readPayload(connection.cipherKey, item.message);
      return { timetoken: String(item.timetoken), entry: message, ...(error ? { error } : {}), ...(item.meta ? { meta: item.meta } : {}) };
    }),
  );
  return { messages, startTimeToken: String(first), endTimeToken: String(last) };
}

/** Deletes stored messages between two timetokens (`start` excluded, `end` included). */
export async function deleteMessages(
  connection: RealtimeConnection,
  request: { channel: string; start?: string; end?: string },
): Promise<void> {
  requireText(request.channel, realtimeMessages.missingChannel);
  requireSubscribeKey(connection);
  await callService(connection, {
    method: 'DELETE',
    path: `/v3/history/sub-key/${connection.subscribeKey}/channel/${encodeSegment(request.channel)}`,
    query: { start: request.start, end: request.end },
  });
}
