import {
  apiPaths,
  blockedMemberSchema,
  graphMessages,
  memberParamsSchema,
  pageSchema,
  pageQuerySchema,
  personSchema,
  personWithRelationSchema,
  relationChangeSchema,
  searchPageQuerySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { BlockService } from './blocks.js';
import type { FriendsDirectory } from './directory.js';
import type { FollowService } from './follows.js';

const tags = ['people'];

/** Finding members, following them and blocking them. */
export const peopleRoutes: FastifyPluginAsyncZod<{ directory: FriendsDirectory; followsService: FollowService; blocksService: BlockService }> = async (
  app,
  { directory, followsService, blocksService },
) => {
  const relationAnswer = { 200: successSchema(relationChangeSchema) };

  app.get(
    apiPaths.people,
    { schema: { tags, summary: 'Members the viewer may meet, by nickname, with how the viewer stands to each', querystring: searchPageQuerySchema, response: { 200: successSchema(pageSchema(personWithRelationSchema)) } } },
    async (request) => {
      const { search_query: searchQuery, cursor, limit } = request.query;
      return ok(await directory.people(memberOf(request).memberId, { searchQuery, cursor, limit }));
    },
  );

  app.get(
    apiPaths.followers,
    {
      schema: { tags, summary: "A member's followers: public for creators, else only for the member", params: memberParamsSchema, querystring: pageQuerySchema, response: { 200: successSchema(pageSchema(personSchema)) } },
    },
    async (request) => ok(await directory.followers(memberOf(request).memberId, request.params.user_id, request.query)),
  );

  app.post(
    apiPaths.follow,
    { schema: { tags, summary: 'Follow the member user_id', params: memberParamsSchema, response: relationAnswer } },
    async (request) => ok(await followsService.follow(memberOf(request).memberId, request.params.user_id), graphMessages.followed),
  );

  app.delete(
    apiPaths.follow,
    { schema: { tags, summary: 'Stop following the member user_id', params: memberParamsSchema, response: relationAnswer } },
    async (request) => ok(await followsService.unfollow(memberOf(request).memberId, request.params.user_id), graphMessages.unfollowed),
  );

  app.get(
    apiPaths.blocks,
    { schema: { tags, summary: 'Members the viewer blocks, newest first', querystring: pageQuerySchema, response: { 200: successSchema(pageSchema(blockedMemberSchema)) } } },
    async (request) => ok(await directory.blocked(memberOf(request).memberId, request.query)),
  );

  app.post(
    apiPaths.block,
    { schema: { tags, summary: 'Block the member user_id: every tie between you ends', params: memberParamsSchema, response: relationAnswer } },
    async (request) => ok(await blocksService.block(memberOf(request).memberId, request.params.user_id), graphMessages.blocked),
  );

  app.delete(
    apiPaths.block,
    { schema: { tags, summary: 'Unblock the member user_id', params: memberParamsSchema, response: relationAnswer } },
    async (request) => ok(await blocksService.unblock(memberOf(request).memberId, request.params.user_id), graphMessages.unblocked),
  );
};
