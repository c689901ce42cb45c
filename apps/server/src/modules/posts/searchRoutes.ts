import {
  apiPaths,
  hashtagParamsSchema,
  hashtagSchema,
  hashtagSearchQuerySchema,
  pageQuerySchema,
  pageSchema,
  postSchema,
  postSearchQuerySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PostSearch } from './postSearch.js';
import type { PostsService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['search'];
const hashtagSuggestionsDefault = 8;

/** Search of posts and hashtags, and a hashtag's posts: every result passes the posts' policy in its SQL form. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: PostSearch; posts: PostsService }> = async (app, { search, posts }) => {
  // Each search is a full-text query: limited per member so typing, or a script, cannot load the database.
  const perMember = app.memberLimit(serverLimits.searchesPerMinute);

  app.get(
    apiPaths.searchPosts,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Posts the member may see whose words match q (any language, accents ignored), best first',
        querystring: postSearchQuerySchema,
        response: { 200: successSchema(pageSchema(postSchema)) },
      },
    },
    async (request) => {
      const { q, ...page } = request.query;
      return ok(await search.posts(memberOf(request).memberId, q, page));
    },
  );

  app.get(
    apiPaths.searchHashtags,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Hashtags starting with q, most used first, counting the posts the member may see',
        querystring: hashtagSearchQuerySchema,
        response: { 200: successSchema(z.array(hashtagSchema)) },
      },
    },
    async (request) =>
      ok(await search.hashtags(memberOf(request).memberId, request.query.q, request.query.limit ?? hashtagSuggestionsDefault)),
  );

  app.get(
    apiPaths.hashtagPosts,
    {
      schema: {
        tags,
        summary: 'The posts with a hashtag that the member may see, newest first',
        params: hashtagParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(postSchema)) },
      },
    },
    async (request) => ok(await posts.tagged(memberOf(request).memberId, request.params.tag, request.query)),
  );
};
