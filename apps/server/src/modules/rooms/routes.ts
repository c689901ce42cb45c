import {
  apiPaths,
  roomCreateSchema,
  roomEntrySchema,
  roomLimits,
  roomListSchema,
  roomMemberParamsSchema,
  roomMoveSchema,
  roomOwnerParamsSchema,
  roomParamsSchema,
  roomSchema,
  roomsCopy,
  roomUpdateSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import type { RoomDirectory } from './roomDirectory.js';
import type { RoomVisits } from './roomVisits.js';

const tags = ['rooms'];

export const roomsRoutes: FastifyPluginAsyncZod<{ directory: RoomDirectory; visits: RoomVisits }> = async (app, { directory, visits }) => {
  // Making rooms and the host's actions reach other members: limited per member.
  const perMember = app.memberLimit(roomLimits.changesPerMinute);
  const hostOnly = () => forbidden('room_hosts_only', roomsCopy.hostOnly);

  /** The room the viewer hosts, else a 404 (may not be in it) or a 403 (in it, not its host). */
  const hostedRoom = async (viewerId: string, roomId: string) => {
    const listing = await directory.roomFor(viewerId, roomId);
    if (!(await directory.hosts(viewerId, listing.room))) throw hostOnly();
    return listing;
  };

  app.get(
    apiPaths.rooms,
    {
      schema: {
        tags,
        summary: "The member's home room, the rooms they made and those they are invited to",
        response: { 200: successSchema(roomListSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const listings = await directory.listFor(memberId);
      return ok({ items: await Promise.all(listings.map((listing) => visits.present(memberId, listing))) });
    },
  );

  app.post(
    apiPaths.rooms,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Make a room', body: roomCreateSchema, response: { 201: successSchema(roomSchema) } },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const roomId = await directory.make(memberId, request.body);
      reply.code(201);
      return ok(await visits.present(memberId, await directory.roomFor(memberId, roomId)), roomsCopy.created, 201);
    },
  );

  for (const [path, kind, summary] of [
    [apiPaths.homeRoom, 'home', "A member's home room (theirs or a friend's)"],
    [apiPaths.groupRoom, 'group', "A group's room (its members)"],
    [apiPaths.eventRoom, 'event', "An event's room (whoever may see the event)"],
  ] as const)
    app.get(
      path,
      { schema: { tags, summary, params: roomOwnerParamsSchema, response: { 200: successSchema(roomSchema) } } },
      async (request) => {
        const { memberId } = memberOf(request);
        return ok(await visits.present(memberId, await directory.roomOf(memberId, kind, request.params.id)));
      },
    );

  app.get(
    apiPaths.room,
    { schema: { tags, summary: 'A room and who is inside', params: roomParamsSchema, response: { 200: successSchema(roomSchema) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      return ok(await visits.present(memberId, await directory.roomFor(memberId, request.params.id)));
    },
  );

  app.patch(
    apiPaths.room,
    {
      schema: {
        tags,
        summary: 'Rename a room or change its scene (its host)',
        params: roomParamsSchema,
        body: roomUpdateSchema,
        response: { 200: successSchema(roomSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const listing = await hostedRoom(memberId, request.params.id);
      await directory.update(listing.room, request.body);
      return ok(await visits.present(memberId, await directory.roomFor(memberId, request.params.id)), roomsCopy.saved);
    },
  );

  app.delete(
    apiPaths.room,
    { schema: { tags, summary: 'Delete a room one made', params: roomParamsSchema, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      const listing = await hostedRoom(memberOf(request).memberId, request.params.id);
      await directory.remove(listing.room);
      return ok(null, roomsCopy.deleted);
    },
  );

  app.post(
    apiPaths.roomEnter,
    {
      // Entering tells everyone inside: limited like the host's actions (leaving is not, a closing page must always leave).
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Enter a room: its channel opens to the member',
        params: roomParamsSchema,
        response: { 200: successSchema(roomEntrySchema) },
      },
    },
    async (request) => ok(await visits.enter(memberOf(request).memberId, request.params.id), roomsCopy.entered),
  );

  app.post(
    apiPaths.roomLeave,
    { schema: { tags, summary: 'Leave a room', params: roomParamsSchema, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await visits.leave(memberOf(request).memberId, request.params.id);
      return ok(null, roomsCopy.left);
    },
  );

  app.post(
    apiPaths.roomPersonMute,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Mute someone for everyone (the host)',
        params: roomMemberParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const listing = await hostedRoom(memberOf(request).memberId, request.params.id);
      await visits.mute(listing.room.id, request.params.user_id);
      return ok(null, roomsCopy.personMuted);
    },
  );

  app.post(
    apiPaths.roomPersonRemove,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Remove someone from the room (the host): their subscriptions end at once',
        params: roomMemberParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const listing = await hostedRoom(memberOf(request).memberId, request.params.id);
      await visits.remove(listing, request.params.user_id);
      return ok(null, roomsCopy.personRemoved);
    },
  );

  app.post(
    apiPaths.roomPersonMove,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Move someone to a place in the room (the host)',
        params: roomMemberParamsSchema,
        body: roomMoveSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const listing = await hostedRoom(memberOf(request).memberId, request.params.id);
      await visits.move(listing.room.id, request.params.user_id, request.body);
      return ok(null, roomsCopy.personMoved);
    },
  );
};
