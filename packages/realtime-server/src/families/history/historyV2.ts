import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import { assertName, booleanParam, intParam, queryOf, stringParam, timetokenParam } from '../../params.js';
import { RawJson, stringifyWithRaw } from '../../rawJson.js';
import type { RealtimeContext } from '../../context.js';
import { sendJsonText } from '../family.js';

const service = 'History';

/** `GET /v2/history/sub-key/{sub}/channel/{ch}` (protocol §6): `[items, first timetoken, last timetoken]`. */
export function historyV2(ctx: RealtimeContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { sub, channel } = request.params as { sub: string; channel: string };
    ctx.policy.assertKeys({ subscribeKey: sub });
    const caller = await ctx.policy.callerOf(request);
    assertName(channel, limits.channelNameMaxLength, 'Channel', service);
    if (channel.includes(',')) throw badRequest('Invalid Channel', service);
    await ctx.policy.authorizeChannels(caller, [channel], 'read');
    const query = queryOf(request);
    const count = Math.min(intParam(query, 'count', { min: 1, max: 1_000_000 }, service) ?? limits.historyCountMax, limits.historyCountMax);
    const range = { start: timetokenParam(query, 'start', service), end: timetokenParam(query, 'end', service) };
    const rows = await ctx.node.messages.page(channel, range, count, booleanParam(query, 'reverse') === true);
    const asString = booleanParam(query, 'string_message_token') === true;
    const withMeta = booleanParam(query, 'include_meta') === true;
    const withToken = stringParam(query, 'include_token') !== 'false';
    const token = (timetoken: bigint) => (asString ? timetoken.toString() : timetoken);
    const items = rows.map((row) =>
      withToken
        ? {
            message: new RawJson(row.message),
            timetoken: token(row.timetoken),
            ...(withMeta && row.meta !== null ? { meta: new RawJson(row.meta) } : {}),
          }
        : new RawJson(row.message),
    );
    const first = rows[0]?.timetoken ?? 0n;
    const last = rows[rows.length - 1]?.timetoken ?? 0n;
    return sendJsonText(reply, stringifyWithRaw([items, token(first), token(last)]));
  };
}
