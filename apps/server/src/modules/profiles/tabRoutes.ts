import {
  aboutSchema,
  activitySchema,
  apiPaths,
  feedQuerySchema,
  galleryImageSchema,
  pageSchema,
  profileUsernameParamsSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PostsService } from '../posts/index.js';
import type { Db } from '../../db/client.js';
import { activityOf } from './activityFeed.js';
import { openedProfile } from './openedProfile.js';
import type { ProfilePolicies } from './policies.js';
import type { ProfileService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['profiles'];

/** The About, Gallery and Activity tabs of a profile; each answers 404 for a profile the viewer may not open. */
export const profileTabsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  profiles: ProfileService;
  policies: ProfilePolicies;
  posts: PostsService;
}> = async (app, { db, profiles, policies, posts }) => {
  const lookupLimit = app.memberLimit(serverLimits.profileLookupsPerMinute);
  const opened = (viewerId: string, username: string) => openedProfile(profiles, policies.viewContent, viewerId, username);

  app.get(
    apiPaths.profileAbout,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: "What the viewer may see of a member's About page",
        params: profileUsernameParamsSchema,
        response: { 200: successSchema(aboutSchema) },
      },
    },
    async (request) => {
      const { memberId: viewerId } = memberOf(request);
      return ok(await profiles.about(viewerId, await opened(viewerId, request.params.username)));
    },
  );

  app.get(
    apiPaths.profileGallery,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: "The pictures of a member's posts the viewer may see, newest first",
        params: profileUsernameParamsSchema,
        querystring: feedQuerySchema,
        response: { 200: successSchema(pageSchema(galleryImageSchema)) },
      },
    },
    async (request) => {
      const { memberId: viewerId } = memberOf(request);
      const member = await opened(viewerId, request.params.username);
      return ok(await posts.gallery(viewerId, member.id, request.query));
    },
  );

  app.get(
    apiPaths.profileActivity,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: 'What the member did that the viewer may see, newest first',
        params: profileUsernameParamsSchema,
        querystring: feedQuerySchema,
        response: { 200: successSchema(pageSchema(activitySchema)) },
      },
    },
    async (request) => {
      const { memberId: viewerId } = memberOf(request);
      const member = await opened(viewerId, request.params.username);
      return ok(await activityOf(db, posts, viewerId, member.id, request.query));
    },
  );
};
