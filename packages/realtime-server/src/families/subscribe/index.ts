import type { OutgoingHttpHeaders } from 'node:http';
import { presenceOpenToReaders } from '@meshwork/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseChannelOf, isPresenceChannel } from '../../access/channelRules.js';
import type { BusMessage } from '../../bus/busMessage.js';
import type { Caller } from '../../serviceTypes.js';
import { envelopeJson, subscribeAnswerBytes } from '../../delivery/envelope.js';
import { isWildcard } from '../../delivery/wildcard.js';
import { classicError, ProtocolError } from '../../errors.js';
import { limits } from '../../limits.js';
import type { RealtimeFamily } from '../family.js';
import { takeBeforeRouting } from '../../beforeRouting.js';
import { HeldSubscribes, type HeldSubscribe } from './heldSubscribes.js';
import { longPoll } from './longPoll.js';
import { RepollShortcuts } from './repollShortcut.js';
import { ReplyAnswers, ResponseAnswers, type SubscribeAnswers } from './subscribeAnswers.js';
import { subscribeCursorOf, subscribeRequestOf, subscriptionKeyOf, type SubscribeRequest } from './subscribeRequest.js';
import { SubscriptionPlans, type SubscriptionPlan } from './subscriptionPlans.js';

/**
 * The subscribe long-poll (protocol §4). A handshake answers the current cursor at once; a request
 * with a cursor answers what is newer, or is held until something arrives or the long-poll ends.
 * While a request is held its client counts as present on the channels (not `-pnpres` ones). When
 * the member's access changes, its held requests end at once: refused (403) if the caller may no
 * longer make them, else empty, so that they come back under the new rules.
 */
const subscribeFamily: RealtimeFamily = async (app, { ctx }) => {
  const { policy, node } = ctx;
  const held = new HeldSubscribes();
  const plans = new SubscriptionPlans(policy);
  const longPollSeconds = Math.min(ctx.options.longPollSeconds ?? limits.longPollSecondsDefault, limits.longPollSecondsDefault);
  const subscribeKey = ctx.options.subscribeKey;
  const shortcuts = new RepollShortcuts();
  // Once the app closes, Fastify answers new requests (503): re-polls go to it too.
  let closing = false;

  /** Channel → its subscription name (`b`): channels as named, then the channels of each group. */
  async function routesOf(request: SubscribeRequest): Promise<Map<string, string>> {
    const routes = new Map(request.channels.map((channel) => [channel, channel]));
    for (const group of request.groups) {
      const presence = isPresenceChannel(group);
      for (const channel of await node.groups.channelsOf(baseChannelOf(group))) {
        const routed = presence ? `${channel}-pnpres` : channel;
        if (!routes.has(routed)) routes.set(routed, group);
      }
    }
    return routes;
  }

  /** Presence state by channel: a group's state applies to each of its channels. */
  function statesByChannel(request: SubscribeRequest, routes: Map<string, string>): Record<string, unknown> {
    const states: Record<string, unknown> = {};
    for (const [channel, subscription] of routes) {
      const state = request.state[channel] ?? request.state[subscription];
      if (state !== undefined) states[channel] = state;
    }
    return states;
  }

  /**
   * The routes of a subscribe, once the caller may read every channel it names or reaches through
   * its groups. A wildcard is no channel: what it reaches is checked message by message (`acceptsFor`).
   */
  async function readableRoutes(caller: Caller, subscribe: SubscribeRequest): Promise<Map<string, string>> {
    const named = (channels: Iterable<string>) => [...channels].filter((channel) => !isWildcard(channel));
    await policy.authorizeChannels(caller, named(subscribe.channels), 'read');
    policy.authorizeGroups(caller, subscribe.groups);
    const routes = await routesOf(subscribe);
    // A group's channels were allowed when added; access can end since (a block, say).
    await policy.authorizeChannels(caller, named(routes.keys()), 'read');
    return routes;
  }

  async function acceptsFor(
    caller: Caller,
    request: SubscribeRequest,
    routes: Map<string, string>,
  ): Promise<(message: BusMessage) => boolean> {
    const { filter } = request;
    const seesPresenceOf = await policy.uuidFilter(caller, 'read');
    // Through a wildcard, a member receives only the channels it may read.
    const mayRead = request.channels.some(isWildcard) ? await policy.channelReader(caller) : () => true;
    return (message) => {
      if (!routes.has(message.channel) && !mayRead(baseChannelOf(message.channel))) return false;
      // A client's presence event goes to those who see that client (in a room: every reader);
      // a channel's interval event (no uuid) to every reader.
      if (isPresenceChannel(message.channel)) {
        const { uuid } = message.data as { uuid?: string };
        return uuid === undefined || seesPresenceOf(uuid) || presenceOpenToReaders(baseChannelOf(message.channel));
      }
      return !filter || filter({ uuid: message.publisherUuid, meta: message.meta });
    };
  }

  /** Reads and authorises a subscribe request: its plan, kept for the client's next polls. */
  async function planOf(request: FastifyRequest): Promise<SubscriptionPlan> {
    const mark = policy.changeMark();
    const caller = await policy.callerOf(request);
    const subscribe = subscribeRequestOf(request);
    policy.assertKeys({ subscribeKey: subscribe.subscribeKey });
    const routes = await readableRoutes(caller, subscribe);
    const accepts = await acceptsFor(caller, subscribe, routes);
    // A wildcard makes its client present nowhere: it names no channel.
    const presentOn = [...routes.keys()].filter((channel) => !isPresenceChannel(channel) && !isWildcard(channel));
    const states = statesByChannel(subscribe, routes);
    const callerNow = () => policy.callerOf(request);
    return { caller, subscribe, routes, groups: subscribe.groups.map(baseChannelOf), accepts, presentOn, states, mark, callerNow };
  }

  app.get('/v2/subscribe/:sub/:channels/:callback', { logLevel: 'warn' }, async (request: FastifyRequest, reply: FastifyReply) => {
    const plan = await plans.of(request, planOf);
    const cursor = subscribeCursorOf(request);
    shortcuts.remember(request.raw, { planKey: subscriptionKeyOf(request), headers: { ...reply.getHeaders() } as OutgoingHttpHeaders });
    serve(plan, cursor, new ReplyAnswers(reply));
    return reply;
  });

  // A client's next poll, once a request alike was served above, skips Fastify: same plan, same headers.
  takeBeforeRouting(app, (request, response) => {
    if (closing) return false;
    const repoll = shortcuts.find(request);
    const plan = repoll && plans.known(repoll.shortcut.planKey);
    if (!plan) return false;
    serve(plan, repoll.cursor, new ResponseAnswers(response, repoll.shortcut.headers, ctx.log));
    return true;
  });

  /** Answers a subscribe request of `plan` from `cursor`: the handshake at once, else held until something arrives. */
  function serve(plan: SubscriptionPlan, cursor: bigint, answers: SubscribeAnswers): void {
    const { caller, subscribe, routes, presentOn } = plan;
    node.presence.arrive(caller.uuid, presentOn, subscribe.heartbeat, plan.states, true);

    if (cursor === 0n) {
      node.presence.depart(caller.uuid, presentOn);
      answers.json(subscribeAnswerBytes(node.hub.newest, subscribe.region, []));
      return;
    }
    const entry: HeldSubscribe | null = caller.memberId === null ? null : { memberId: caller.memberId, recheck: () => void recheck() };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      node.presence.depart(caller.uuid, presentOn);
      if (entry) held.remove(entry);
    };
    // The answer is written the moment the hub hands it over, in the same turn as the publish that caused it.
    const waiter = longPoll(
      node,
      { cursor, routes, groups: plan.groups, accepts: plan.accepts, seconds: longPollSeconds },
      {
        answer: (deliveries, cursor) => {
          finish();
          const envelopes = deliveries.map(({ message, subscription }) => envelopeJson(message, subscription, subscribeKey));
          answers.json(subscribeAnswerBytes(cursor, subscribe.region, envelopes));
        },
        fail: (error) => {
          finish();
          // A refusal (the member's access changed while the request was held) is answered as such; any other failure is ours.
          answers.refuse(error instanceof ProtocolError ? error : classicError(500, 'Internal Server Error', 'Subscribe'));
        },
        catchUpFailed: (error) => answers.log.warn({ err: error }, 'subscribe catch-up failed'),
      },
    );
    // A client that goes away is not a leave: forget its request, its presence clock starts.
    answers.response.on('close', () => {
      if (waiter.settled) return;
      node.hub.answer(waiter, []);
    });

    async function recheck(): Promise<void> {
      // Held back from deliveries while it is checked: a message published right after the change
      // (a group's "removed") must not answer it before its refusal. If still allowed, it answers
      // empty and the client catches up from its cursor.
      node.hub.release(waiter);
      try {
        await readableRoutes(await plan.callerNow(), subscribe);
        node.hub.answer(waiter, []);
      } catch (error) {
        if (!(error instanceof ProtocolError)) {
          answers.log.warn({ err: error }, 'subscribe access check failed');
          return node.hub.answer(waiter, []);
        }
        node.hub.release(waiter);
        waiter.fail(error);
      }
    }
    if (entry) {
      held.add(entry);
      // A change that arrived while this request was being authorised may not be in what it was checked against.
      if (policy.changedSince(caller, plan.mark)) entry.recheck();
    }
  }

  // After a bus outage (null) any announcement may have been lost: every held request is checked again.
  policy.onAccessChanged((memberIds) => {
    for (const request of memberIds ? held.of(memberIds) : held.all()) request.recheck();
  });

  // Group changes reach held subscribers at once: their requests end and come back with the new lists.
  node.onGroupsChanged((groups) => {
    plans.groupsChanged();
    for (const waiter of node.hub.waitersOfGroups(groups)) node.hub.answer(waiter, []);
  });

  // A node shutting down answers its held requests so clients move on (to another node) without an error.
  app.addHook('preClose', async () => {
    closing = true;
    for (const waiter of node.hub.heldWaiters()) node.hub.answer(waiter, []);
  });
};

export default subscribeFamily;
