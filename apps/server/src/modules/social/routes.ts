import { apiPaths, feedQuerySchema, pageSchema, postSchema, socialFeedSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PostsService } from '../posts/index.js';
import type { SocialService } from './service.js';

export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; posts: PostsService }> = async (app, { social, posts }) => {
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
        summary: "The newsfeed's posts, newest first: one's own, friends' and followings' that the member may see",
        querystring: feedQuerySchema,
        response: { 200: successSchema(pageSchema(postSchema)) },
      },
    },
    async (request) => ok(await posts.feed(memberOf(request).memberId, request.query)),
  );
};
