import { fediversePaths, postFediverseQuerySchema, postFediverseSchema, postParamsSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PostPolicies } from '../posts/index.js';
import type { RemotePosts } from './remotePosts.js';
import type { RemoteReactions } from './remoteReactions.js';

export interface FediverseRouteOptions {
  policies: PostPolicies;
  remotePosts: RemotePosts;
  remoteReactions: RemoteReactions;
}

/** What other servers said of a post, for whoever may see the post (else 404, as the post itself). */
export const fediverseRoutes: FastifyPluginAsyncZod<FediverseRouteOptions> = async (app, { policies, remotePosts, remoteReactions }) => {
  app.get(
    fediversePaths.post,
    {
      schema: {
        tags: ['posts'],
        summary: "A post's remote likes and shares counted, and its remote replies, oldest first",
        params: postParamsSchema,
        querystring: postFediverseQuerySchema,
        response: { 200: successSchema(postFediverseSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      const [counts, replies] = await Promise.all([
        remoteReactions.reactionCounts(request.params.id),
        remotePosts.repliesTo(memberId, request.params.id, request.query),
      ]);
      return ok({ likes: counts.like, shares: counts.announce, replies });
    },
  );
};
