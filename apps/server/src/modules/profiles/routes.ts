import {
  apiPaths,
  pageQuerySchema,
  pageSchema,
  personSchema,
  postSchema,
  profileFriendsPageSchema,
  profileFriendsQuerySchema,
  profileParamsSchema,
  profileSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { socialGraphOf } from '../friends/index.js';
import type { PostsService } from '../posts/index.js';
import { openedProfile } from './openedProfile.js';
import type { ProfilePolicies } from './policies.js';
import type { ProfileService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['profiles'];

type PageQuery = { cursor?: string; limit?: number };

/** Profile pages by username: the member, their timeline, friends, followers and followings (docs/profiles.md). */
export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  policies: ProfilePolicies;
  graph: ReturnType<typeof socialGraphOf>;
  posts: PostsService;
}> = async (app, { profiles, policies, graph, posts }) => {
  // Usernames can be tried one after another: lookups are limited per member. Not per username, which
  // every viewer of a popular profile would share, so that one member could close it to the others.
  const lookupLimit = app.memberLimit(serverLimits.profileLookupsPerMinute);

  app.get(
    apiPaths.profile,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: 'A member’s profile as the viewer may see it; 404 for unknown, deactivated and blocking members',
        params: profileParamsSchema,
        response: { 200: successSchema(profileSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      return ok(await profiles.profile(memberId, await openedProfile(profiles, policies.viewHeader, memberId, request.params.username)));
    },
  );

  app.get(
    apiPaths.profilePosts,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: 'The member’s timeline: posts and shares the viewer may see, newest first',
        params: profileParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(postSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const member = await openedProfile(profiles, policies.viewContent, memberId, request.params.username);
      return ok(await posts.timeline(memberId, member.id, request.query));
    },
  );

  app.get(
    apiPaths.profileFriends,
    {
      preHandler: lookupLimit,
      schema: {
        tags,
        summary: 'The member’s friends the viewer may see, friends in common first, narrowed by a search',
        params: profileParamsSchema,
        querystring: profileFriendsQuerySchema,
        response: { 200: successSchema(profileFriendsPageSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const member = await openedProfile(profiles, policies.viewContent, memberId, request.params.username);
      const { search_query: searchQuery, cursor, limit } = request.query;
      const [page, mutualCount] = await Promise.all([
        graph.memberFriends.friendsOf(memberId, member.id, { searchQuery, cursor, limit }),
        graph.memberFriends.mutualCount(memberId, member.id),
      ]);
      return ok({ ...page, mutual_count: mutualCount });
    },
  );

  // Followers and followings: one rule, the followers' (public for creators, else the member only).
  const followLists = [
    {
      url: apiPaths.profileFollowers,
      summary: 'The member’s followers: public for creators, else only for the member',
      list: (viewerId: string, memberId: string, page: PageQuery) => graph.directory.followers(viewerId, memberId, page),
    },
    {
      url: apiPaths.profileFollowing,
      summary: 'Whom the member follows: public for creators, else only for the member',
      list: (viewerId: string, memberId: string, page: PageQuery) => graph.memberFriends.followingOf(viewerId, memberId, page),
    },
  ];
  for (const { url, summary, list } of followLists) {
    app.get(
      url,
      {
        preHandler: lookupLimit,
        schema: {
          tags,
          summary,
          params: profileParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: successSchema(pageSchema(personSchema)) },
        },
      },
      async (request) => {
        const { memberId } = memberOf(request);
        const member = await openedProfile(profiles, policies.viewContent, memberId, request.params.username);
        await authorize(graph.policies.listFollowers, memberId, member.id);
        return ok(await list(memberId, member.id, request.query));
      },
    );
  }
};
