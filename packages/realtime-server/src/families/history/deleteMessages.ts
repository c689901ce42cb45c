import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import { assertName, queryOf, timetokenParam } from '../../params.js';
import type { RealtimeContext } from '../../context.js';

const service = 'History';

/** `DELETE /v3/history/sub-key/{sub}/channel/{ch}` (protocol §9): destructive, so a member may only clear its own user channel. */
export function deleteMessages(ctx: RealtimeContext) {
  return async (request: FastifyRequest) => {
    const { sub, channels: channel } = request.params as { sub: string; channels: string };
    ctx.policy.assertKeys({ subscribeKey: sub });
    const caller = await ctx.policy.callerOf(request);
    assertName(channel, limits.channelNameMaxLength, 'Channel', service);
    if (channel.includes(',')) throw badRequest('Invalid Channel', service);
    ctx.policy.authorizeMessageDeletion(caller, channel);
    const query = queryOf(request);
    await ctx.node.messages.delete(channel, { start: timetokenParam(query, 'start', service), end: timetokenParam(query, 'end', service) });
    return { status: 200, error: false, error_message: '' };
  };
}
