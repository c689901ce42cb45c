import {
  federationLimits,
  fediverseCopy,
  fediverseNoteParamsSchema,
  fediversePaths,
  noteReplyCreateSchema,
  noteReplyParamsSchema,
  noteReplySchema,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { memberOf } from '../../../plugins/auth.js';
import type { RemoteReplies } from './remoteReplies.js';

const tags = ['federation'];

/** Members' replies to notes of other servers; writing and deleting reach that server, so each counts against a budget. */
export const remoteReplyRoutes: FastifyPluginAsyncZod<{ replies: RemoteReplies }> = async (app, { replies }) => {
  const perMember = app.memberLimit(federationLimits.perMinute);

  app.get(
    fediversePaths.noteReplies,
    {
      schema: {
        tags,
        summary: "Members' replies to a note of another server, oldest first",
        params: fediverseNoteParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(noteReplySchema)) },
      },
    },
    async (request) => ok(await replies.list(memberOf(request).memberId, request.params.id, request.query)),
  );

  app.post(
    fediversePaths.noteReplies,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Reply to a note of another server: its author is sent the reply as a Note in reply to theirs',
        params: fediverseNoteParamsSchema,
        body: noteReplyCreateSchema,
        response: { 201: successSchema(noteReplySchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await replies.reply(memberOf(request).memberId, request.params.id, request.body.text), undefined, 201);
    },
  );

  app.delete(
    fediversePaths.noteReply,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Delete one's reply to a note of another server: its server is sent a Delete",
        params: noteReplyParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await replies.remove(memberOf(request).memberId, request.params.id);
      return ok(null, fediverseCopy.replyDeleted);
    },
  );
};
