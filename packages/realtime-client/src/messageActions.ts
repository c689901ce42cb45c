import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeSegment } from './encoding.js';
import { invalid, requireText } from './errors.js';

export interface MessageAction {
  type: string;
  value: string;
  uuid: string;
  messageTimetoken: string;
  actionTimetoken: string;
}

const actionsPath = (connection: RealtimeConnection, channel: string) =>
  `/v1/message-actions/${connection.subscribeKey}/channel/${encodeSegment(channel)}`;

/** Adds an action (a reaction, an edit, a read receipt) to a message: type 1–15 characters, value required. */
export async function addMessageAction(
  connection: RealtimeConnection,
  request: { channel: string; messageTimetoken: string; action: { type: string; value: string } },
): Promise<{ data: MessageAction }> {
  requireText(request.messageTimetoken, realtimeMessages.missingMessageTimetoken);
  requireSubscribeKey(connection);
  requireText(request.channel, realtimeMessages.missingMessageChannel);
  const action = request.action;
  if (!action) invalid(realtimeMessages.missingAction);
  requireText(action.value, realtimeMessages.missingActionValue);
  requireText(action.type, realtimeMessages.missingActionType);
  if (action.type.length > realtimeLimits.actionTypeMaxLength) invalid(realtimeMessages.actionTypeTooLong);
  const answer = await callService<{ data: MessageAction }>(connection, {
    method: 'POST',
    path: `${actionsPath(connection, request.channel)}/message/${request.messageTimetoken}`,
    body: { type: action.type, value: action.value },
  });
  return { data: answer.data };
}

/** Removes one's own action. */
export async function removeMessageAction(
  connection: RealtimeConnection,
  request: { channel: string; messageTimetoken: string; actionTimetoken: string },
): Promise<void> {
  requireText(request.messageTimetoken, realtimeMessages.missingMessageTimetoken);
  requireText(request.actionTimetoken, realtimeMessages.missingActionTimetoken);
  requireSubscribeKey(connection);
  requireText(request.channel, realtimeMessages.missingMessageChannel);
  await callService(connection, {
    method: 'DELETE',
    path: `${actionsPath(connection, request.channel)}/message/${request.messageTimetoken}/action/${request.actionTimetoken}`,
  });
}

/** A channel's actions, oldest first: those before `start` and from `end` on, at most `limit` (100). */
export async function getMessageActions(
  connection: RealtimeConnection,
  request: { channel: string; start?: string; end?: string; limit?: number },
): Promise<{ data: MessageAction[]; start: string | null; end: string | null }> {
  requireSubscribeKey(connection);
  requireText(request.channel, realtimeMessages.missingMessageChannel);
  const answer = await callService<{ data: MessageAction[] }>(connection, {
    path: actionsPath(connection, request.channel),
    query: { start: request.start, end: request.end, limit: request.limit },
  });
  const data = answer.data ?? [];
  return { data, start: data[0]?.actionTimetoken ?? null, end: data.at(-1)?.actionTimetoken ?? null };
}
