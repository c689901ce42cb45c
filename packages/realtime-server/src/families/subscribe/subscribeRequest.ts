import type { FastifyRequest } from 'fastify';
import { isMalformedWildcard } from '../../delivery/wildcard.js';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import {
  channelListParam,
  groupListParam,
  intParam,
  jsonObjectParam,
  presenceTimeoutParam,
  queryOf,
  stringParam,
  timetokenParam,
} from '../../params.js';
import { FilterSyntaxError } from '../../filter/filterExpression.js';
import { compileMessageFilter, type MessageFilter } from './messageFilter.js';

const service = 'Subscribe';

export interface SubscribeRequest {
  subscribeKey: string;
  /** Channels as named, `-pnpres` ones included. */
  channels: string[];
  groups: string[];
  /** 0 for the handshake. */
  cursor: bigint;
  region: number;
  /** The presence timeout declared, if any (newer clients declare it through `/heartbeat` only). */
  heartbeat?: number;
  filter?: MessageFilter;
  /** Presence state keyed by channel or group. */
  state: Record<string, unknown>;
}

/** Reads `GET /v2/subscribe/{sub}/{channels}/0` (protocol §4.1). */
export function subscribeRequestOf(request: FastifyRequest): SubscribeRequest {
  const { sub, channels: channelList } = request.params as { sub: string; channels: string };
  const query = queryOf(request);
  const channels = channelListParam(channelList, service);
  const groups = groupListParam(stringParam(query, 'channel-group'), service);
  if (!channels.length && !groups.length) throw badRequest('Missing channels', service);
  if (channels.some(isMalformedWildcard)) throw badRequest('Invalid Channel', service);
  if (channels.length + groups.length > limits.channelsPerRequestMax) throw badRequest('Too many channels', service);
  return {
    subscribeKey: sub,
    channels,
    groups,
    cursor: timetokenParam(query, 'tt', service) ?? 0n,
    region: intParam(query, 'tr', { min: 0, max: 1_000_000 }, service) || 1,
    heartbeat: presenceTimeoutParam(query, service),
    filter: filterOf(stringParam(query, 'filter-expr')),
    state: jsonObjectParam(query, 'state', limits.presenceStateMaxBytes, service) ?? {},
  };
}

function filterOf(expression: string | undefined): MessageFilter | undefined {
  if (!expression) return undefined;
  try {
    return compileMessageFilter(expression);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw badRequest(`Invalid filter expression: ${error.message}`, service);
    throw error;
  }
}
