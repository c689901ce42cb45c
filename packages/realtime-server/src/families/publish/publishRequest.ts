import type { FastifyRequest } from 'fastify';
import { isPresenceChannel } from '../../access/channelRules.js';
import { badRequest, classicError } from '../../errors.js';
import { limits } from '../../limits.js';
import { assertName, customMessageTypeParam, intParam, jsonObjectParam, jsonParam, queryOf, stringParam } from '../../params.js';

const service = 'Publish';

export interface PublishRequest {
  publishKey: string;
  subscribeKey: string;
  channel: string;
  message: unknown;
  store: boolean;
  ttlHours?: number;
  meta?: Record<string, unknown>;
  customMessageType?: string;
}

/** Reads a publish or signal (protocol §3): path keys and channel, the JSON payload, the query options. */
export function publishRequestOf(request: FastifyRequest, payload: string | undefined, kind: 'publish' | 'signal'): PublishRequest {
  const params = request.params as { pub: string; sub: string; channel: string };
  const { channel } = params;
  assertName(channel, limits.channelNameMaxLength, 'Channel', service);
  if (channel.includes(',') || isPresenceChannel(channel)) throw badRequest('Invalid Channel', service);
  if (payload === undefined || payload === '') throw badRequest('Missing Message', service);
  const maxBytes = kind === 'signal' ? limits.signalMaxBytes : limits.messageMaxBytes;
  if (Buffer.byteLength(payload) > maxBytes) throw classicError(413, kind === 'signal' ? 'Signal Too Large' : 'Message Too Large', service);
  const message = jsonParam(payload, 'JSON', service);
  const query = queryOf(request);
  const customMessageType = customMessageTypeParam(query, () => badRequest('Invalid custom_message_type', service));
  if (kind === 'signal') return { publishKey: params.pub, subscribeKey: params.sub, channel, message, store: false, customMessageType };
  const store = stringParam(query, 'store');
  return {
    publishKey: params.pub,
    subscribeKey: params.sub,
    channel,
    message,
    store: store !== '0' && store !== 'false',
    ttlHours: intParam(query, 'ttl', { min: 0, max: limits.ttlHoursMax }, service) || undefined,
    meta: jsonObjectParam(query, 'meta', limits.metaMaxBytes, service),
    customMessageType,
  };
}
