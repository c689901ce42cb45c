import { apiPaths, feedPageSchema, feedQuerySchema, socialFeedSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { HomeFeed } from './homeFeed.js';
import type { SocialService } from './service.js';

export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; feed: HomeFeed }> = async (app, { social, feed }) => {
  app.get(
    apiPaths.socialFeed,
    {
      schema: {
        tags: ['social'],
        summary: 'The newsfeed payload: friends, follow counts and the first page of posts',
        response: { 200: successSchema(socialFeedSchema) },
      },
    },
    async (request) => ok(await social.socialFeed(memberOf(request).memberId)),
  );

  app.get(
    apiPaths.feed,
    {
      schema: {
        tags: ['social'],
        summary:
          "The newsfeed's posts, newest first: one's own, friends' and followings' that the member may see, and followed remote accounts' notes among them",
        querystring: feedQuerySchema,
        response: { 200: successSchema(feedPageSchema) },
      },
    },
    async (request) => ok(await feed.page(memberOf(request).memberId, request.query)),
  );
};
