import { apiPaths, appealCreateSchema, moderationCopy, noticeSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { Appeals } from './appeals.js';

const tags = ['moderation'];
// A suspended member reads why and appeals: these two routes are what their session reaches.
const suspendedToo = { access: { allow: ['suspended' as const] } };

/** What every member does with moderators' decisions about them: read them, appeal one once. */
export const memberModerationRoutes: FastifyPluginAsyncZod<{ appeals: Appeals }> = async (app, { appeals }) => {
  app.get(
    apiPaths.moderationNotices,
    {
      config: suspendedToo,
      schema: {
        tags,
        summary: 'The moderators’ decisions about the member, with their appeals',
        response: { 200: successSchema(z.array(noticeSchema)) },
      },
    },
    async (request) => ok(await appeals.noticesOf(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.appeals,
    {
      config: suspendedToo,
      preHandler: app.memberLimit(10),
      schema: {
        tags,
        summary: 'Appeal a decision about the member, once',
        body: appealCreateSchema,
        response: { 201: successSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await appeals.file(memberOf(request).memberId, request.body.log_entry_id, request.body.text);
      reply.code(201);
      return ok(null, moderationCopy.appealSent, 201);
    },
  );
};
