import {
  apiPaths,
  blockedMemberSchema,
  memberParamsSchema,
  pageSchema,
  pageQuerySchema,
  personSchema,
  personWithRelationSchema,
  searchPageQuerySchema,
  successSchema,
  socialCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { BlockService } from './blocks.js';
import type { FriendsDirectory } from './directory.js';
import type { FollowService } from './follows.js';
import { graphActionRoute } from './graphActionRoute.js';
import type { FriendsPolicies } from './policies.js';

const tags = ['people'];

/** Finding members, following them and blocking them. */
export const peopleRoutes: FastifyPluginAsyncZod<{
  directory: FriendsDirectory;
  followsService: FollowService;
  blocksService: BlockService;
  policies: FriendsPolicies;
}> = async (app, { directory, followsService, blocksService, policies }) => {
  app.get(
    apiPaths.people,
    {
      schema: {
        tags,
        summary: 'Members the viewer may meet, by nickname, with how the viewer stands to each',
        querystring: searchPageQuerySchema,
        response: { 200: successSchema(pageSchema(personWithRelationSchema)) },
      },
    },
    async (request) => {
      const { search_query: searchQuery, cursor, limit } = request.query;
      return ok(await directory.people(memberOf(request).memberId, { searchQuery, cursor, limit }));
    },
  );

  app.get(
    apiPaths.followers,
    {
      schema: {
        tags,
        summary: "A member's followers: public for creators, else only for the member",
        params: memberParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(personSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.listFollowers, memberId, request.params.user_id);
      return ok(await directory.followers(memberId, request.params.user_id, request.query));
    },
  );

  graphActionRoute(app, policies.interact, {
    method: 'POST',
    url: apiPaths.follow,
    tags,
    summary: 'Follow the member user_id',
    act: (viewer, member) => followsService.follow(viewer, member),
    message: socialCopy.followed,
  });

  graphActionRoute(app, policies.interact, {
    method: 'DELETE',
    url: apiPaths.follow,
    tags,
    summary: 'Stop following the member user_id',
    act: (viewer, member) => followsService.unfollow(viewer, member),
    message: socialCopy.unfollowed,
  });

  app.get(
    apiPaths.blocks,
    {
      schema: {
        tags,
        summary: 'Members the viewer blocks, newest first',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(blockedMemberSchema)) },
      },
    },
    async (request) => ok(await directory.blocked(memberOf(request).memberId, request.query)),
  );

  graphActionRoute(app, policies.interact, {
    method: 'POST',
    url: apiPaths.block,
    tags,
    summary: 'Block the member user_id: every tie between you ends',
    act: (viewer, member) => blocksService.block(viewer, member),
    message: socialCopy.blocked,
  });

  graphActionRoute(app, policies.interact, {
    method: 'DELETE',
    url: apiPaths.block,
    tags,
    summary: 'Unblock the member user_id',
    act: (viewer, member) => blocksService.unblock(viewer, member),
    message: socialCopy.unblocked,
  });
};
