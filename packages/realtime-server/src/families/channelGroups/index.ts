import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import { assertGroupName, channelListParam, queryOf, stringParam } from '../../params.js';
import type { RealtimeFamily } from '../family.js';

const service = 'ChannelGroups';
const ok = { status: 200, message: 'OK', service, error: false };

type GroupRequest = FastifyRequest<{ Params: { sub: string; group?: string } }>;

/**
 * Channel groups (protocol §12), all GET: the query tells add, remove and list apart. A member's
 * groups live in its namespace (`<member id>:<name>`) and hold only channels it may read. Every
 * change is announced so held subscribers of the group follow it at once.
 */
const channelGroupsFamily: RealtimeFamily = async (app, { ctx }) => {
  const { node } = ctx;
  async function authorized(request: GroupRequest) {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    const caller = await ctx.policy.callerOf(request);
    const group = request.params.group;
    if (group !== undefined) {
      assertGroupName(group, service);
      ctx.policy.authorizeGroups(caller, [group]);
    }
    return { caller, group: group! };
  }

  app.get('/v1/channel-registration/sub-key/:sub/channel-group', async (request: GroupRequest) => {
    const { caller } = await authorized(request);
    const groups = await node.groups.store.groups(ctx.policy.groupNamespaceOf(caller));
    return { status: 200, payload: { groups, namespace: '' }, service, error: false };
  });

  app.get('/v1/channel-registration/sub-key/:sub/channel-group/:group', async (request: GroupRequest) => {
    const { caller, group } = await authorized(request);
    const query = queryOf(request);
    const [add, remove] = [stringParam(query, 'add'), stringParam(query, 'remove')];
    if (add === undefined && remove === undefined)
      return { status: 200, payload: { channels: await node.groups.store.channelsOf(group), group }, service, error: false };
    const channels = channelListParam(add ?? remove, service);
    if (!channels.length) throw badRequest('Missing Channels', service);
    if (add !== undefined) {
      await ctx.policy.authorizeChannels(caller, channels, 'read');
      if (!(await node.groups.store.add(group, channels, limits.channelsPerGroupMax)))
        throw badRequest(`A channel group holds at most ${limits.channelsPerGroupMax} channels`, service);
    } else {
      await node.groups.store.remove(group, channels);
    }
    await node.announceGroupsChanged([group]);
    return { ...ok, payload: {} };
  });

  app.get('/v1/channel-registration/sub-key/:sub/channel-group/:group/remove', async (request: GroupRequest) => {
    const { group } = await authorized(request);
    await node.groups.store.deleteGroup(group);
    await node.announceGroupsChanged([group]);
    return ok;
  });
};

export default channelGroupsFamily;
