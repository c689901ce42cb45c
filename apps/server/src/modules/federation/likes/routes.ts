import { federationLimits, fediverseNoteLikeSchema, fediverseNoteParamsSchema, fediversePaths, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { memberOf } from '../../../plugins/auth.js';
import type { RemoteLikes } from './remoteLikes.js';

const tags = ['federation'];

/** A member likes a note of another server and takes the like back; each reaches that server, so each counts against a budget. */
export const remoteLikeRoutes: FastifyPluginAsyncZod<{ likes: RemoteLikes }> = async (app, { likes }) => {
  const perMember = app.memberLimit(federationLimits.perMinute);
  const schema = { tags, params: fediverseNoteParamsSchema, response: { 200: successSchema(fediverseNoteLikeSchema) } };

  app.put(
    fediversePaths.noteLike,
    { preHandler: perMember, schema: { ...schema, summary: 'Like a note of another server: its author is sent a Like' } },
    async (request) => {
      await likes.like(memberOf(request).memberId, request.params.id);
      return ok({ liked: true });
    },
  );

  app.delete(
    fediversePaths.noteLike,
    { preHandler: perMember, schema: { ...schema, summary: 'Take back a like of a note of another server: its author is sent an Undo' } },
    async (request) => {
      await likes.unlike(memberOf(request).memberId, request.params.id);
      return ok({ liked: false });
    },
  );
};
