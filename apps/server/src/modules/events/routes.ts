import {
  apiPaths,
  eventAnswerBodySchema,
  eventCreateSchema,
  eventGuestSchema,
  eventInviteSchema,
  eventParamsSchema,
  eventRangeQuerySchema,
  eventSchema,
  eventsCopy,
  invitableFriendsQuerySchema,
  inviteResultSchema,
  personSchema,
  successSchema,
  upcomingEventsQuerySchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { EventCovers } from './covers.js';
import type { EventGuests } from './guests.js';
import type { EventPolicies } from './policies.js';
import type { EventsService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['events'];

export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  guests: EventGuests;
  covers: EventCovers;
  policies: EventPolicies;
}> = async (app, { events, guests, covers, policies }) => {
  // Writing is limited per member: each event, invitation and answer may notify others.
  const perMember = app.memberLimit(serverLimits.eventsPerMinute);

  app.post(
    apiPaths.events,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Create an event', body: eventCreateSchema, response: { 201: successSchema(eventSchema) } },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await events.create(memberOf(request).memberId, request.body), eventsCopy.created, 201);
    },
  );

  app.get(
    apiPaths.events,
    {
      schema: {
        tags,
        summary: "The member's calendar for a range of at most 62 days: events they take part in and their friends' events",
        querystring: eventRangeQuerySchema,
        response: { 200: successSchema(z.array(eventSchema)) },
      },
    },
    async (request) => ok(await events.range(memberOf(request).memberId, request.query.from, request.query.to)),
  );

  app.get(
    apiPaths.upcomingEvents,
    {
      schema: {
        tags,
        summary: "The next events of the member's calendar that have not ended",
        querystring: upcomingEventsQuerySchema,
        response: { 200: successSchema(z.array(eventSchema)) },
      },
    },
    async (request) => ok(await events.upcoming(memberOf(request).memberId, request.query.limit)),
  );

  app.get(
    apiPaths.event,
    { schema: { tags, summary: 'An event the member may see', params: eventParamsSchema, response: { 200: successSchema(eventSchema) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok((await events.get(memberId, request.params.id))!);
    },
  );

  app.put(
    apiPaths.event,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Edit one's own event (the whole event again, as the form holds it)",
        params: eventParamsSchema,
        body: eventCreateSchema,
        response: { 200: successSchema(eventSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      return ok(await events.edit(memberId, request.params.id, request.body), eventsCopy.updated);
    },
  );

  app.delete(
    apiPaths.event,
    { schema: { tags, summary: "Delete one's own event", params: eventParamsSchema, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      await events.delete(request.params.id);
      await covers.eraseOf(memberId, request.params.id);
      return ok(null, eventsCopy.deleted);
    },
  );

  app.post(
    apiPaths.eventInvitations,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Invite friends of the creator (up to 50 at a time); anyone else refuses the batch',
        params: eventParamsSchema,
        body: eventInviteSchema,
        response: { 200: successSchema(inviteResultSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      const invited = await guests.invite(memberId, request.params.id, request.body.user_ids);
      return ok({ invited }, eventsCopy.invited(invited));
    },
  );

  app.get(
    apiPaths.eventInvitableFriends,
    {
      schema: {
        tags,
        summary: "The creator's friends not yet invited",
        params: eventParamsSchema,
        querystring: invitableFriendsQuerySchema,
        response: { 200: successSchema(z.array(personSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      return ok(await guests.invitable(memberId, request.params.id, request.query.search_query));
    },
  );

  app.put(
    apiPaths.eventAnswer,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Answer an event the member may see: going, maybe or not going',
        params: eventParamsSchema,
        body: eventAnswerBodySchema,
        response: { 200: successSchema(eventSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const eventId = request.params.id;
      await authorize(policies.view, memberId, eventId);
      const event = (await events.get(memberId, eventId))!;
      await guests.answer(memberId, eventId, event.creator.user_id, request.body.answer);
      return ok((await events.get(memberId, eventId))!, eventsCopy.answered);
    },
  );

  app.get(
    apiPaths.eventGuests,
    {
      schema: {
        tags,
        summary: 'The guests of an event, answered first',
        params: eventParamsSchema,
        response: { 200: successSchema(z.array(eventGuestSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await guests.list(memberId, request.params.id));
    },
  );
};
