import {
  commentsCopy,
  apiPaths,
  commentCreateSchema,
  commentLikeSchema,
  commentParamsSchema,
  commentSchema,
  commentsQuerySchema,
  commentUpdateSchema,
  pageSchema,
  pollSchema,
  postParamsSchema,
  voteBodySchema,
  reactionBodySchema,
  reactionSummarySchema,
  reactorSchema,
  reactorsQuerySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { Comments } from './comments.js';
import type { PostInteractions } from './interactions.js';
import type { LivePosts } from './livePosts.js';
import type { PostPolicies } from './policies.js';
import type { Reactions } from './reactions.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['posts'];

/** Poll votes, reactions to posts, comments with their replies, and comment likes: each behind the post's policy. */
export const engagementRoutes: FastifyPluginAsyncZod<{
  reactions: Reactions;
  comments: Comments;
  /** Votes, reactions and comments with the notices they send. */
  interactions: PostInteractions;
  policies: PostPolicies;
  /** Tells the post's open pages what changed. */
  live: LivePosts;
}> = async (app, { reactions, comments, interactions, policies, live }) => {
  const perMember = app.memberLimit(serverLimits.postsPerMinute);
  // A comment's post, for the routes that name only the comment.
  const commentsChanged = async (commentId: string) => {
    const postId = await comments.postOf(commentId);
    if (postId) await live.changed(postId, 'comments');
  };

  app.post(
    apiPaths.postVote,
    {
      schema: {
        tags,
        summary: "Vote in a post's poll: once, while it is open; answers the results",
        params: postParamsSchema,
        body: voteBodySchema,
        response: { 200: successSchema(pollSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await interactions.vote(memberId, request.params.id, request.body.option_id));
    },
  );

  app.put(
    apiPaths.postReaction,
    {
      schema: {
        tags,
        summary: "Set the member's reaction to a post (one per member; a new kind replaces the old)",
        params: postParamsSchema,
        body: reactionBodySchema,
        response: { 200: successSchema(reactionSummarySchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      const summary = await interactions.react(memberId, request.params.id, request.body.kind);
      await live.changed(request.params.id, 'reactions');
      return ok(summary);
    },
  );

  app.delete(
    apiPaths.postReaction,
    {
      schema: {
        tags,
        summary: "Take back the member's reaction",
        params: postParamsSchema,
        response: { 200: successSchema(reactionSummarySchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      const summary = await reactions.remove(memberId, request.params.id);
      await live.changed(request.params.id, 'reactions');
      return ok(summary);
    },
  );

  app.get(
    apiPaths.postReactions,
    {
      schema: {
        tags,
        summary: 'Who reacted to a post, newest first, optionally of one kind',
        params: postParamsSchema,
        querystring: reactorsQuerySchema,
        response: { 200: successSchema(pageSchema(reactorSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await reactions.reactors(memberId, request.params.id, request.query));
    },
  );

  app.get(
    apiPaths.postComments,
    {
      schema: {
        tags,
        summary: "A post's comments, or one comment's replies with parent_id, oldest first",
        params: postParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: successSchema(pageSchema(commentSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await comments.list(memberId, request.params.id, request.query));
    },
  );

  app.post(
    apiPaths.postComments,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment with parent_id',
        params: postParamsSchema,
        body: commentCreateSchema,
        response: { 201: successSchema(commentSchema) },
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      const comment = await interactions.comment(memberId, request.params.id, request.body);
      await live.changed(request.params.id, 'comments');
      reply.code(201);
      return ok(comment, undefined, 201);
    },
  );

  app.patch(
    apiPaths.comment,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Edit one's own comment",
        params: commentParamsSchema,
        body: commentUpdateSchema,
        response: { 200: successSchema(commentSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.editComment, memberId, request.params.id);
      const comment = await comments.edit(memberId, request.params.id, request.body.text);
      await live.changed(comment.post_id, 'comments');
      return ok(comment);
    },
  );

  app.delete(
    apiPaths.comment,
    {
      schema: {
        tags,
        summary: "Delete one's own comment, or any comment on one's own post, with its replies",
        params: commentParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await authorize(policies.deleteComment, memberOf(request).memberId, request.params.id);
      const postId = await comments.postOf(request.params.id);
      await comments.delete(request.params.id);
      if (postId) await live.changed(postId, 'comments');
      return ok(null, commentsCopy.commentDeleted);
    },
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: apiPaths.commentLike,
      schema: {
        tags,
        summary: liked ? 'Like a comment' : 'Take back a like',
        params: commentParamsSchema,
        response: { 200: successSchema(commentLikeSchema) },
      },
      handler: async (request) => {
        const { memberId } = memberOf(request);
        await authorize(policies.viewComment, memberId, request.params.id);
        const like = await comments.like(memberId, request.params.id, liked);
        await commentsChanged(request.params.id);
        return ok(like);
      },
    });
  }
};
