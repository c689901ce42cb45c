import { apiPaths, feedQuerySchema, pageSchema, postParamsSchema, postSchema, profilesCopy, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { Favourites } from './favourites.js';
import type { PostPolicies } from './policies.js';
import type { PostsService } from './service.js';

const tags = ['posts'];

/** Favourites: a member's own saved posts; no route reads another member's. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ posts: PostsService; favourites: Favourites; policies: PostPolicies }> = async (
  app,
  { posts, favourites, policies },
) => {
  app.get(
    apiPaths.favourites,
    {
      schema: {
        tags,
        summary: 'The posts the member saved that they may still see, the newest save first',
        querystring: feedQuerySchema,
        response: { 200: successSchema(pageSchema(postSchema)) },
      },
    },
    async (request) => ok(await posts.favouritesOf(memberOf(request).memberId, request.query)),
  );

  app.put(
    apiPaths.favourite,
    {
      preHandler: app.memberLimit(),
      schema: { tags, summary: 'Save a post the member may see', params: postParamsSchema, response: { 200: successSchema(z.object({})) } },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      await favourites.save(memberId, request.params.id);
      return ok({}, profilesCopy.saved);
    },
  );

  app.delete(
    apiPaths.favourite,
    {
      preHandler: app.memberLimit(),
      schema: {
        tags,
        summary: 'Remove a post from the favourites',
        params: postParamsSchema,
        response: { 200: successSchema(z.object({})) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await favourites.remove(memberId, request.params.id);
      return ok({}, profilesCopy.unsaved);
    },
  );
};
