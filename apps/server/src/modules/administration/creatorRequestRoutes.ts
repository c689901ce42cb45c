import {
  apiPaths,
  creatorDecisionParamsSchema,
  creatorRequestSchema,
  instanceCopy,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import type { CreatorDecisions } from './creatorDecisions.js';

const tags = ['administration'];

/** Creator requests and their decisions; registered through the administrators' staff scope. */
export const creatorRequestRoutes: FastifyPluginAsyncZod<{ users: UsersService; creators: CreatorDecisions }> = async (
  app,
  { users, creators },
) => {
  app.get(
    apiPaths.adminCreatorRequests,
    {
      schema: {
        tags,
        summary: 'Pending creator requests, oldest first, a cursor page at a time (administrators)',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(creatorRequestSchema)) },
      },
    },
    async (request) => ok(await creators.pending(request.query)),
  );

  app.post(
    apiPaths.adminCreatorRequestDecide,
    {
      preHandler: app.memberLimit(60),
      schema: {
        tags,
        summary: 'Approve a creator request (the member becomes a creator) or decline it; the member is mailed (administrators)',
        params: creatorDecisionParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { id, decision } = request.params;
      const actor = await users.memberById(memberOf(request).memberId);
      const name = await creators.decide({ id: actor.id, username: actor.username }, id, decision);
      if (name === undefined) throw notFound('not_found', instanceCopy.invalidCreatorRequest);
      return ok(null, decision === 'approve' ? instanceCopy.creatorApproved(name) : instanceCopy.creatorDeclined(name));
    },
  );
};
