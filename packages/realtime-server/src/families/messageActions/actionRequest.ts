import type { FastifyRequest } from 'fastify';
import { newerError } from '../../errors.js';
import { limits } from '../../limits.js';
import { assertName, timetokenValue } from '../../params.js';

export const actionsSource = 'actions';

export const actionError = (status: number, message: string, location: string, locationType: 'path' | 'body' | 'query') =>
  newerError(status, message, actionsSource, [{ message, location, locationType }]);

/** The channel and message timetoken of an action path. */
export function actionTargetOf(request: FastifyRequest): {
  subscribeKey: string;
  channel: string;
  messageTimetoken?: bigint;
  actionTimetoken?: bigint;
} {
  const params = request.params as { sub: string; channel: string; messageTimetoken?: string; actionTimetoken?: string };
  assertName(params.channel, limits.channelNameMaxLength, 'Channel', 'Message Actions');
  if (params.channel.includes(',')) throw actionError(400, 'Invalid channel', 'channel', 'path');
  return {
    subscribeKey: params.sub,
    channel: params.channel,
    messageTimetoken:
      params.messageTimetoken === undefined ? undefined : timetokenValue(params.messageTimetoken, 'message timetoken', 'Message Actions'),
    actionTimetoken:
      params.actionTimetoken === undefined ? undefined : timetokenValue(params.actionTimetoken, 'action timetoken', 'Message Actions'),
  };
}

/** The body of an add (protocol §10.1): `type` 1–15 characters, `value` a non-empty string; other keys ignored. */
export function actionBodyOf(body: unknown): { type: string; value: string } {
  const { type, value } = (body ?? {}) as { type?: unknown; value?: unknown };
  if (typeof type !== 'string' || type.length === 0) throw actionError(400, 'Missing Action.type', 'type', 'body');
  if (type.length > limits.actionTypeMaxLength)
    throw actionError(400, `Action.type value exceed maximum length of ${limits.actionTypeMaxLength}`, 'type', 'body');
  if (typeof value !== 'string' || value.length === 0) throw actionError(400, 'Missing Action.value', 'value', 'body');
  if (value.length > limits.actionValueMaxLength) throw actionError(400, 'Action.value is too long', 'value', 'body');
  return { type, value };
}
