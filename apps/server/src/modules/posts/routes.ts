import {
  apiPaths,
  postCreateSchema,
  postParamsSchema,
  postRevisionSchema,
  postSchema,
  postsCopy,
  postUpdateSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { memberRateLimit, type MemberRateLimitOptions } from '../../plugins/memberRateLimit.js';
import type { PostPolicies } from './policies.js';
import type { PostsService } from './service.js';

const tags = ['posts'];

export const postsRoutes: FastifyPluginAsyncZod<{
  posts: PostsService;
  policies: PostPolicies;
  rateLimit: MemberRateLimitOptions;
}> = async (app, { posts, policies, rateLimit }) => {
  // Writing is limited per member so one account cannot flood its friends' feeds.
  const perMember = await memberRateLimit(app, rateLimit);

  app.post(
    apiPaths.posts,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Write a post', body: postCreateSchema, response: { 201: successSchema(postSchema) } },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await posts.create(memberOf(request).memberId, request.body), postsCopy.posted, 201);
    },
  );

  app.get(
    apiPaths.post,
    { schema: { tags, summary: 'A post the member may see', params: postParamsSchema, response: { 200: successSchema(postSchema) } } },
    async (request) => {
      await authorize(policies.view, memberOf(request).memberId, request.params.id);
      return ok(await posts.get(request.params.id));
    },
  );

  app.patch(
    apiPaths.post,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Edit one's own post: text, visibility or both",
        params: postParamsSchema,
        body: postUpdateSchema,
        response: { 200: successSchema(postSchema) },
      },
    },
    async (request) => {
      await authorize(policies.change, memberOf(request).memberId, request.params.id);
      return ok(await posts.edit(request.params.id, request.body), postsCopy.postUpdated);
    },
  );

  app.delete(
    apiPaths.post,
    { schema: { tags, summary: "Delete one's own post", params: postParamsSchema, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await authorize(policies.change, memberOf(request).memberId, request.params.id);
      await posts.delete(request.params.id);
      return ok(null, postsCopy.postDeleted);
    },
  );

  app.get(
    apiPaths.postHistory,
    {
      schema: {
        tags,
        summary: 'Earlier versions of a post, newest first',
        params: postParamsSchema,
        response: { 200: successSchema(z.array(postRevisionSchema)) },
      },
    },
    async (request) => {
      await authorize(policies.view, memberOf(request).memberId, request.params.id);
      return ok(await posts.history(request.params.id));
    },
  );
};
