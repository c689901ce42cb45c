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
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PostsService } from '../posts/index.js';
import { profileMember } from '../profiles/index.js';
import { presentAbout } from './about.js';
import { activityOf } from './activityFeed.js';
import { areFriends } from './areFriends.js';

const tags = ['profiles'];

/** The About, Gallery and Activity tabs of a profile; each answers 404 for a profile the viewer may not open. */
export const profileTabsRoutes: FastifyPluginAsyncZod<{ db: Db; posts: PostsService }> = async (app, { db, posts }) => {
  app.get(
    apiPaths.profileAbout,
    {
      schema: {
        tags,
        summary: "What the viewer may see of a member's About page",
        params: profileUsernameParamsSchema,
        response: { 200: successSchema(aboutSchema) },
      },
    },
    async (request) => {
      const { memberId: viewerId } = memberOf(request);
      const member = await profileMember(db, viewerId, request.params.username, 'content');
      return ok(presentAbout(member, { id: viewerId, isFriend: await areFriends(db, viewerId, member.id) }));
    },
  );

  app.get(
    apiPaths.profileGallery,
    {
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
      const member = await profileMember(db, viewerId, request.params.username, 'content');
      return ok(await posts.gallery(viewerId, member.id, request.query));
    },
  );

  app.get(
    apiPaths.profileActivity,
    {
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
      const member = await profileMember(db, viewerId, request.params.username, 'content');
      return ok(await activityOf(db, posts, viewerId, member.id, request.query));
    },
  );
};
