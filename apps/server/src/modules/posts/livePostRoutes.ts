import { apiPaths, postParamsSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { LivePosts } from './livePosts.js';
import type { PostPolicies } from './policies.js';
import { serverLimits } from '../../serverLimits.js';

/** An open post page says so, and hears the post's changes on the member's user channel while it renews. */
export const livePostRoutes: FastifyPluginAsyncZod<{ live: LivePosts; policies: PostPolicies }> = async (app, { live, policies }) => {
  app.put(
    apiPaths.postWatch,
    {
      schema: {
        tags: ['posts'],
        summary: 'The member has the post open: its changes are told on their user channel for two renewal periods',
        params: postParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
      // Each watch costs a visibility check and a stored entry: one member cannot watch the whole network.
      preHandler: app.memberLimit(serverLimits.postWatchesPerMinute),
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      await live.watch(request.params.id, memberId);
      return ok(null);
    },
  );
};
