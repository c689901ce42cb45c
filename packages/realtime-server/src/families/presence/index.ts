import type { FastifyRequest } from 'fastify';
import { presenceOpenToReaders } from '@meshwork/contracts';
import type { Caller } from '../../serviceTypes.js';
import { badRequest } from '../../errors.js';
import { limits } from '../../limits.js';
import {
  assertName,
  channelListParam,
  groupListParam,
  intParam,
  jsonObjectParam,
  presenceTimeoutParam,
  queryOf,
  stringParam,
} from '../../params.js';
import type { RealtimeFamily } from '../family.js';
import { hereNowBody } from './hereNow.js';

const service = 'Presence';
const ok = { status: 200, message: 'OK', service };

type PresenceRequest = FastifyRequest<{ Params: { sub: string; channels?: string; uuid?: string } }>;

/** Presence (protocol §5): heartbeat, leave, here-now, where-now, get and set state. */
const presenceFamily: RealtimeFamily = async (app, { ctx }) => {
  const { node } = ctx;
  /** The caller and the channels it names (directly and through its groups), all authorised for reading. */
  async function channelsOf(request: PresenceRequest): Promise<{ caller: Caller; channels: string[]; named: string[] }> {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    const caller = await ctx.policy.callerOf(request);
    const named = channelListParam(request.params.channels, service);
    const groups = groupListParam(stringParam(queryOf(request), 'channel-group'), service);
    await ctx.policy.authorizeChannels(caller, named, 'read');
    ctx.policy.authorizeGroups(caller, groups);
    const grouped = (await Promise.all(groups.map((group) => node.groups.channelsOf(group)))).flat();
    return { caller, channels: [...new Set([...named, ...grouped])], named };
  }

  app.get('/v2/presence/sub-key/:sub/channel/:channels/heartbeat', { logLevel: 'warn' }, async (request: PresenceRequest) => {
    const { caller, channels } = await channelsOf(request);
    const state = jsonObjectParam(queryOf(request), 'state', limits.presenceStateMaxBytes, service) ?? {};
    node.presence.arrive(caller.uuid, channels, presenceTimeoutParam(queryOf(request), service), state, false);
    return ok;
  });

  app.get('/v2/presence/sub-key/:sub/channel/:channels/leave', async (request: PresenceRequest) => {
    const { caller, channels } = await channelsOf(request);
    await node.presence.leave(caller.uuid, channels);
    return { ...ok, action: 'leave' };
  });

  const hereNow = async (request: PresenceRequest, global: boolean) => {
    const query = queryOf(request);
    const { caller, channels, named } = global
      ? { caller: await callerFor(request), channels: null, named: [] }
      : await channelsOf(request);
    const sees = await ctx.policy.uuidFilter(caller, 'read');
    const present = await node.presenceStore.present(channels);
    const readable = new Set(await ctx.policy.permittedChannels(caller, [...new Set(present.map((row) => row.channel))], 'read'));
    const rows = present.filter((row) => readable.has(row.channel) && (sees(row.uuid) || presenceOpenToReaders(row.channel)));
    const single = !global && named.length === 1 && channels?.length === 1;
    return hereNowBody(rows, channels, single, {
      withUuids: stringParam(query, 'disable_uuids') !== '1',
      withState: stringParam(query, 'state') === '1',
      limit: intParam(query, 'limit', { min: 0, max: limits.hereNowLimitMax }, service) ?? limits.hereNowLimitMax,
      offset: intParam(query, 'offset', { min: 0, max: 1_000_000 }, service) ?? 0,
    });
  };
  const callerFor = async (request: PresenceRequest) => {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    return ctx.policy.callerOf(request);
  };
  app.get('/v2/presence/sub-key/:sub/channel/:channels', (request: PresenceRequest) => hereNow(request, false));
  app.get('/v2/presence/sub-key/:sub', (request: PresenceRequest) => hereNow(request, true));

  app.get('/v2/presence/sub-key/:sub/uuid/:uuid', async (request: PresenceRequest) => {
    const caller = await callerFor(request);
    const uuid = request.params.uuid || caller.uuid;
    assertName(uuid, limits.uuidMaxLength, 'UUID', service);
    const sees = await ctx.policy.uuidFilter(caller, 'read');
    const channels = sees(uuid) ? await ctx.policy.permittedChannels(caller, await node.presenceStore.channelsOf(uuid), 'read') : [];
    return { ...ok, payload: { channels } };
  });

  app.get('/v2/presence/sub-key/:sub/channel/:channels/uuid/:uuid', async (request: PresenceRequest) => {
    const { caller, channels, named } = await channelsOf(request);
    const uuid = request.params.uuid || caller.uuid;
    await ctx.policy.authorizeUuids(caller, [uuid], 'read');
    const states = await node.presenceStore.statesOf(uuid, channels);
    const stateOf = (channel: string) => (states.get(channel) ? (JSON.parse(states.get(channel)!) as unknown) : {});
    const single = named.length === 1 && channels.length === 1;
    return {
      ...ok,
      uuid,
      payload: single ? stateOf(channels[0]!) : Object.fromEntries(channels.map((channel) => [channel, stateOf(channel)])),
    };
  });

  app.get('/v2/presence/sub-key/:sub/channel/:channels/uuid/:uuid/data', async (request: PresenceRequest) => {
    const { caller, channels } = await channelsOf(request);
    const uuid = request.params.uuid!;
    await ctx.policy.authorizeUuids(caller, [uuid], 'write');
    const state = jsonObjectParam(queryOf(request), 'state', limits.presenceStateMaxBytes, service);
    if (!state) throw badRequest('Missing State', service);
    if (!channels.length) throw badRequest('Missing channels', service);
    await node.presence.setState(uuid, channels, state);
    return { ...ok, payload: state };
  });
};

export default presenceFamily;
