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
  region: number;
  /** The presence timeout declared, if any (newer clients declare it through `/heartbeat` only). */
  heartbeat?: number;
  filter?: MessageFilter;
  /** Presence state keyed by channel or group. */
  state: Record<string, unknown>;
}

/** Reads `GET /v2/subscribe/{sub}/{channels}/0` (protocol §4.1), all but its cursor (`subscribeCursorOf`). */
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
    region: intParam(query, 'tr', { min: 0, max: 1_000_000 }, service) || 1,
    heartbeat: presenceTimeoutParam(query, service),
    filter: filterOf(stringParam(query, 'filter-expr')),
    state: jsonObjectParam(query, 'state', limits.presenceStateMaxBytes, service) ?? {},
  };
}

/** The cursor of a subscribe request: 0 for the handshake. */
export function subscribeCursorOf(request: FastifyRequest): bigint {
  return timetokenParam(queryOf(request), 'tt', service) ?? 0n;
}

// What a subscribe request is read from besides its cursor: the caller (`uuid`, `auth`) and `subscribeRequestOf`.
const describingParams = ['uuid', 'auth', 'channel-group', 'tr', 'heartbeat', 'filter-expr', 'state'] as const;

/**
 * What names a subscribe request once its cursor is set aside: two requests with the same key are
 * read and authorised alike. A client's long-poll loop repeats it request after request.
 */
export function subscriptionKeyOf(request: FastifyRequest): string {
  const { sub, channels } = request.params as { sub: string; channels: string };
  const query = queryOf(request);
  let key = `${sub}\u0000${channels}`;
  for (const name of describingParams) key += `\u0000${stringParam(query, name) ?? '\u0001'}`;
  return key;
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
