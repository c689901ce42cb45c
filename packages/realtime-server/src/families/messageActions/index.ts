import type { FastifyRequest } from 'fastify';
import { newerError } from '../../errors.js';
import { limits } from '../../limits.js';
import { intParam, queryOf, timetokenParam } from '../../params.js';
import type { MessageActionRow } from '../../schema/messageActions.js';
import { ActionStore } from '../../store/actionStore.js';
import type { RealtimeFamily } from '../family.js';
import { actionBodyOf, actionError, actionsSource, actionTargetOf } from './actionRequest.js';

const presentAction = (action: Pick<MessageActionRow, 'type' | 'value' | 'uuid' | 'messageTimetoken' | 'actionTimetoken'>) => ({
  type: action.type,
  value: action.value,
  uuid: action.uuid,
  messageTimetoken: action.messageTimetoken.toString(),
  actionTimetoken: action.actionTimetoken.toString(),
});

/**
 * Message actions (protocol §10): add, remove and list, each change announced on the message's
 * channel with `e: 3`. An action is stored before it is announced and answered.
 */
const messageActionsFamily: RealtimeFamily = async (app, { ctx }) => {
  const { node } = ctx;
  const actions = new ActionStore(ctx.db);
  const tooMany = () => newerError(429, 'Too Many Requests', actionsSource);

  async function authorized(request: FastifyRequest, mode: 'read' | 'write') {
    const target = actionTargetOf(request);
    ctx.policy.assertKeys({ subscribeKey: target.subscribeKey });
    const caller = await ctx.policy.callerOf(request);
    await ctx.policy.authorizeChannels(caller, [target.channel], mode);
    return { caller, ...target };
  }

  const announce = (channel: string, uuid: string, event: 'added' | 'removed', action: ReturnType<typeof presentAction>) =>
    node.publish({
      channel,
      publisherUuid: uuid,
      messageType: 3,
      store: false,
      message: {
        source: 'actions',
        version: '1.0',
        event,
        data: {
          type: action.type,
          value: action.value,
          messageTimetoken: action.messageTimetoken,
          actionTimetoken: action.actionTimetoken,
        },
      },
    });

  app.post('/v1/message-actions/:sub/channel/:channel/message/:messageTimetoken', async (request) => {
    const { caller, channel, messageTimetoken } = await authorized(request, 'write');
    const { type, value } = actionBodyOf(request.body);
    await ctx.publishRate.consume(caller, tooMany);
    if (!(await node.messages.exists(channel, messageTimetoken!))) throw actionError(400, 'Message not found', 'messageTimetoken', 'path');
    const draft = { channel, messageTimetoken: messageTimetoken!, type, value, uuid: caller.uuid };
    if (await actions.isDuplicate(draft)) throw actionError(409, 'Action already added', 'value', 'body');
    const action = { ...draft, actionTimetoken: await node.stamp() };
    await actions.insert(action);
    const data = presentAction(action);
    await announce(channel, caller.uuid, 'added', data);
    return { status: 200, data };
  });

  app.delete('/v1/message-actions/:sub/channel/:channel/message/:messageTimetoken/action/:actionTimetoken', async (request) => {
    const { caller, channel, messageTimetoken, actionTimetoken } = await authorized(request, 'write');
    const action = await actions.find(channel, messageTimetoken!, actionTimetoken!);
    if (action) {
      ctx.policy.authorizeRemoval(caller, channel, action.uuid);
      await ctx.publishRate.consume(caller, tooMany);
      await actions.remove(channel, action.actionTimetoken);
      await announce(channel, caller.uuid, 'removed', presentAction(action));
    }
    return { status: 200, data: {} };
  });

  app.get('/v1/message-actions/:sub/channel/:channel', async (request) => {
    const { channel } = await authorized(request, 'read');
    const query = queryOf(request);
    const limit = intParam(query, 'limit', { min: 1, max: limits.historyCountMax }, 'Message Actions') ?? limits.historyCountMax;
    const found = await actions.list(
      channel,
      { start: timetokenParam(query, 'start', 'Message Actions'), end: timetokenParam(query, 'end', 'Message Actions') },
      limit,
    );
    const data = found.map(presentAction);
    const first = data[0]?.actionTimetoken;
    const more =
      data.length === limit && first
        ? {
            more: {
              url: `/v1/message-actions/${ctx.options.subscribeKey}/channel/${encodeURIComponent(channel)}?start=${first}&limit=${limit}`,
              start: first,
              end: '',
              limit,
            },
          }
        : {};
    return { status: 200, data, ...more };
  });
};

export default messageActionsFamily;
