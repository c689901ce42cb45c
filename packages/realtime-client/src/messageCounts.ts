import { realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeList } from './encoding.js';
import { invalid, requireList } from './errors.js';

export interface MessageCountsRequest {
  channels: readonly string[];
  /** One timetoken for every channel… */
  timetoken?: string;
  /** …or one per channel, in the same order. */
  channelTimetokens?: readonly string[];
}

/** How many messages each channel holds after the given timetoken(s): unread counts. */
export async function messageCounts(
  connection: RealtimeConnection,
  request: MessageCountsRequest,
): Promise<{ channels: Record<string, number> }> {
  requireList(request.channels, realtimeMessages.missingChannel);
  if (request.timetoken && request.channelTimetokens?.length) invalid(realtimeMessages.countTimetokensIncompatible);
  requireSubscribeKey(connection);
  const perChannel = request.channelTimetokens ?? [];
  const single = request.timetoken ?? (perChannel.length === 1 ? perChannel[0] : undefined);
  const answer = await callService<{ channels: Record<string, number> }>(connection, {
    path: `/v3/history/sub-key/${connection.subscribeKey}/message-counts/${encodeList(request.channels)}`,
    query: single !== undefined ? { timetoken: single } : { channelsTimetoken: perChannel.join(',') },
  });
  return { channels: answer.channels };
}
