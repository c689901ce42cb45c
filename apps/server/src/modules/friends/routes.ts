import {
  apiPaths,
  friendRequestBodySchema,
  friendRequestSchema,
  friendRequestsQuerySchema,
  friendSchema,
  pageSchema,
  relationChangeSchema,
  searchPageQuerySchema,
  successSchema,
  suggestionSchema,
  suggestionsQuerySchema,
  socialCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { FriendsDirectory } from './directory.js';
import type { FriendshipService } from './friendships.js';
import { graphActionRoute } from './graphActionRoute.js';
import type { FriendsPolicies } from './policies.js';

const tags = ['friends'];

/** Friends, friend requests and suggestions of the member themself. */
export const friendsRoutes: FastifyPluginAsyncZod<{
  directory: FriendsDirectory;
  friendships: FriendshipService;
  policies: FriendsPolicies;
}> = async (app, { directory, friendships, policies }) => {
  const relationAnswer = { 200: successSchema(relationChangeSchema) };

  app.get(
    apiPaths.friends,
    {
      schema: {
        tags,
        summary: 'Friends, by nickname, matching search_query in any name (case and accents ignored)',
        querystring: searchPageQuerySchema,
        response: { 200: successSchema(pageSchema(friendSchema)) },
      },
    },
    async (request) => {
      const { search_query: searchQuery, cursor, limit } = request.query;
      return ok(await directory.friends(memberOf(request).memberId, { searchQuery, cursor, limit }));
    },
  );

  app.get(
    apiPaths.friendSuggestions,
    {
      schema: {
        tags,
        summary: 'Friends of friends, most mutual friends first',
        querystring: suggestionsQuerySchema,
        response: { 200: successSchema(z.object({ items: z.array(suggestionSchema) })) },
      },
    },
    async (request) => ok({ items: await directory.suggestions(memberOf(request).memberId, request.query.limit) }),
  );

  app.get(
    apiPaths.friendRequests,
    {
      schema: {
        tags,
        summary: 'Pending friend requests to (incoming) or from (outgoing) the member, newest first',
        querystring: friendRequestsQuerySchema,
        response: { 200: successSchema(pageSchema(friendRequestSchema)) },
      },
    },
    async (request) => ok(await directory.requests(memberOf(request).memberId, request.query.direction, request.query)),
  );

  app.post(
    apiPaths.friendRequests,
    {
      schema: {
        tags,
        summary: 'Send a friend request (accepts theirs if they asked first)',
        body: friendRequestBodySchema,
        response: relationAnswer,
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.interact, memberId, request.body.user_id);
      return ok(await friendships.sendRequest(memberId, request.body.user_id), socialCopy.requestSent);
    },
  );

  graphActionRoute(app, policies.interact, {
    method: 'POST',
    url: apiPaths.acceptFriendRequest,
    tags,
    summary: 'Accept the request the member user_id sent',
    act: (viewer, member) => friendships.accept(viewer, member),
    message: socialCopy.requestAccepted,
  });

  graphActionRoute(app, policies.interact, {
    method: 'POST',
    url: apiPaths.declineFriendRequest,
    tags,
    summary: 'Decline the request the member user_id sent',
    act: (viewer, member) => friendships.decline(viewer, member),
    message: socialCopy.requestDeclined,
  });

  graphActionRoute(app, policies.interact, {
    method: 'DELETE',
    url: apiPaths.friendRequest,
    tags,
    summary: 'Cancel the request sent to the member user_id',
    act: (viewer, member) => friendships.cancel(viewer, member),
    message: socialCopy.requestCancelled,
  });

  graphActionRoute(app, policies.interact, {
    method: 'DELETE',
    url: apiPaths.friend,
    tags,
    summary: 'End the friendship with the member user_id',
    act: (viewer, member) => friendships.unfriend(viewer, member),
    message: socialCopy.unfriended,
  });
};
