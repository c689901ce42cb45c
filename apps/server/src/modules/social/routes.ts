import { apiPaths, socialFeedSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { SocialService } from './service.js';

export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService }> = async (app, { social }) => {
  app.get(
    apiPaths.socialFeed,
    {
      schema: {
        tags: ['social'],
        summary: 'The newsfeed payload: friends and follow counts',
        response: { 200: successSchema(socialFeedSchema) },
      },
    },
    async (request) => ok(await social.socialFeed(memberOf(request).memberId)),
  );
};
