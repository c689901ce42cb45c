import { apiPaths, messageSearchHitSchema, messageSearchQuerySchema, pageSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { MessageSearch } from './messageSearch.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['messages'];

export const conversationsRoutes: FastifyPluginAsyncZod<{ search: MessageSearch }> = async (app, { search }) => {
  // Each search reads through the member's conversations: limited per member, like the other searches.
  const perMember = app.memberLimit(serverLimits.searchesPerMinute);

  app.get(
    apiPaths.messageSearch,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Messages of the member's conversations (friends' and current groups') whose text contains q, newest first",
        querystring: messageSearchQuerySchema,
        response: { 200: successSchema(pageSchema(messageSearchHitSchema)) },
      },
    },
    async (request) => {
      const { q, ...page } = request.query;
      return ok(await search.search(memberOf(request).memberId, q, page));
    },
  );
};
