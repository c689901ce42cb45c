import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealtimeContext } from '../../context.js';
import type { Caller } from '../../serviceTypes.js';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import { channelListParam, intParam, queryOf, stringParam, timetokenParam, type Query } from '../../params.js';
import { RawJson, stringifyWithRaw } from '../../rawJson.js';
import type { MessageActionRow } from '../../schema/messageActions.js';
import type { StoredMessageRow } from '../../schema/messages.js';
import { sendJsonText } from '../family.js';
import type { ActionStore } from '../../store/actionStore.js';

const service = 'History';

/** `{<type>: {<value>: [{uuid, actionTimetoken}]}}` of one message (protocol §7). */
function actionsTree(actions: MessageActionRow[]) {
  const tree: Record<string, Record<string, Array<{ uuid: string; actionTimetoken: string }>>> = {};
  for (const action of actions)
    ((tree[action.type] ??= {})[action.value] ??= []).push({ uuid: action.uuid, actionTimetoken: action.actionTimetoken.toString() });
  return tree;
}

function presentMessage(row: StoredMessageRow, query: Query, actions?: MessageActionRow[]) {
  return {
    message: new RawJson(row.message),
    timetoken: row.timetoken.toString(),
    ...(stringParam(query, 'include_uuid') !== 'false' ? { uuid: row.publisherUuid } : {}),
    ...(stringParam(query, 'include_message_type') !== 'false' ? { message_type: row.messageType === 0 ? null : row.messageType } : {}),
    ...(stringParam(query, 'include_meta') === 'true' ? { meta: row.meta === null ? '' : new RawJson(row.meta) } : {}),
    ...(stringParam(query, 'include_custom_message_type') === 'true' && row.customMessageType !== null
      ? { custom_message_type: row.customMessageType }
      : {}),
    ...(actions ? { actions: actionsTree(actions) } : {}),
  };
}

async function readableChannels(
  ctx: RealtimeContext,
  request: FastifyRequest,
  raw: string,
): Promise<{ caller: Caller; channels: string[] }> {
  ctx.policy.assertKeys({ subscribeKey: (request.params as { sub: string }).sub });
  const caller = await ctx.policy.callerOf(request);
  const channels = channelListParam(raw, service);
  if (!channels.length) throw badRequest('Missing channels', service);
  await ctx.policy.authorizeChannels(caller, channels, 'read');
  return { caller, channels };
}

/**
 * `GET /v3/history/sub-key/{sub}/channel/{chs}` and `GET /v3/history-with-actions/…/channel/{ch}`
 * (protocol §7): per channel the newest `max` in range, oldest first; `max` capped at 100 for one
 * channel and 25 for several or with actions.
 */
export function fetchMessages(ctx: RealtimeContext, actionStore: ActionStore, withActions: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { channels } = await readableChannels(ctx, request, (request.params as { channels: string }).channels);
    if (withActions && channels.length > 1) throw badRequest('History with actions is for a single channel only', service);
    const query = queryOf(request);
    const cap = channels.length > 1 || withActions ? limits.historyCountMaxMulti : limits.historyCountMax;
    const max = Math.min(intParam(query, 'max', { min: 1, max: 1_000_000 }, service) ?? cap, cap);
    const range = { start: timetokenParam(query, 'start', service), end: timetokenParam(query, 'end', service) };
    const pages = await Promise.all(channels.map(async (channel) => [channel, await ctx.node.messages.page(channel, range, max)] as const));
    const byChannel: Record<string, unknown[]> = {};
    let more: Record<string, unknown> | undefined;
    for (const [channel, rows] of pages) {
      if (!rows.length) continue;
      const actions = withActions
        ? await actionStore.ofMessages(
            channel,
            rows.map((row) => row.timetoken),
          )
        : undefined;
      byChannel[channel] = rows.map((row) =>
        presentMessage(
          row,
          query,
          actions?.filter((action) => action.messageTimetoken === row.timetoken),
        ),
      );
      if (withActions && rows.length === max) {
        const start = rows[0]!.timetoken.toString();
        more = {
          url: `/v3/history-with-actions/sub-key/${ctx.options.subscribeKey}/channel/${encodeURIComponent(channel)}?start=${start}&max=${max}`,
          start,
          max,
        };
      }
    }
    return sendJsonText(
      reply,
      stringifyWithRaw({ status: 200, error: false, error_message: '', channels: byChannel, ...(more ? { more } : {}) }),
    );
  };
}

/** `GET /v3/history/sub-key/{sub}/message-counts/{chs}` (protocol §8). */
export function messageCounts(ctx: RealtimeContext) {
  return async (request: FastifyRequest) => {
    const { channels } = await readableChannels(ctx, request, (request.params as { channels: string }).channels);
    if (channels.length > limits.messageCountsChannelsMax) throw badRequest('Too many channels', service);
    const query = queryOf(request);
    const single = timetokenParam(query, 'timetoken', service);
    const perChannel = stringParam(query, 'channelsTimetoken');
    if ((single === undefined) === (perChannel === undefined))
      throw badRequest('Exactly one of timetoken and channelsTimetoken is required', service);
    const after =
      single !== undefined
        ? channels.map(() => single)
        : perChannel!.split(',').map((value) => timetokenParam({ value }, 'value', service)!);
    if (after.length !== channels.length || after.some((value) => value === undefined))
      throw badRequest('channelsTimetoken does not match the channels', service);
    const counts = await ctx.node.messages.countsAfter(
      channels.map((channel, index) => ({ channel, after: after[index]! })),
      limits.messageCountCap,
    );
    return { status: 200, error: false, error_message: '', channels: counts };
  };
}
