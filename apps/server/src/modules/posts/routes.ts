import {
  apiPaths,
  failureSchema,
  imageBytesSchema,
  imageUploadBodySchema,
  postCreateSchema,
  postImageParamsSchema,
  postImageSchema,
  postParamsSchema,
  postRevisionSchema,
  postSchema,
  postUpdateSchema,
  profilesCopy,
  successSchema,
  postAnswersCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { AppError } from '../../http/errors.js';
import { singleFileUpload } from '../../http/singleFileUpload.js';
import { ok } from '../../http/envelope.js';
import { authorizeReader, memberOf } from '../../plugins/auth.js';
import { invalidPostImage } from './imageProcessing.js';
import type { PostImages } from './images.js';
import type { PostPolicies } from './policies.js';
import type { PostsService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['posts'];

export const postsRoutes: FastifyPluginAsyncZod<{
  posts: PostsService;
  images: PostImages;
  policies: PostPolicies;
}> = async (app, { posts, images, policies }) => {
  // Writing is limited per member so one account cannot flood its friends' feeds.
  const perMember = app.memberLimit(serverLimits.postsPerMinute);

  app.post(
    apiPaths.posts,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Write a post', body: postCreateSchema, response: { 201: successSchema(postSchema) } },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { shared_post_id, timeline_owner_id, ...post } = request.body;
      // A share of a share passes on the original, which the member must be able to see.
      const sharedPostId = shared_post_id && (await posts.shareTarget(shared_post_id));
      if (sharedPostId) await authorize(policies.view, memberId, sharedPostId);
      // On one's own timeline the owner is nobody else; on another's, a friend's only.
      const timelineOwnerId = timeline_owner_id === memberId ? undefined : timeline_owner_id;
      if (timelineOwnerId) await authorize(policies.writeOnTimeline, memberId, timelineOwnerId);
      reply.code(201);
      return ok(await posts.create(memberId, { ...post, sharedPostId, timelineOwnerId }), postAnswersCopy.posted, 201);
    },
  );

  app.get(
    apiPaths.post,
    { schema: { tags, summary: 'A post the member may see', params: postParamsSchema, response: { 200: successSchema(postSchema) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await posts.get(memberId, request.params.id));
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
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      return ok(await posts.edit(memberId, request.params.id, request.body), postAnswersCopy.postUpdated);
    },
  );

  app.delete(
    apiPaths.post,
    {
      schema: {
        tags,
        summary: "Delete one's own post, or one a friend wrote on one's timeline",
        params: postParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await authorize(policies.remove, memberOf(request).memberId, request.params.id);
      await posts.delete(request.params.id);
      return ok(null, postAnswersCopy.postDeleted);
    },
  );

  app.post(
    apiPaths.postPin,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Pin one's own post to the top of one's timeline; the post pinned before is unpinned",
        params: postParamsSchema,
        response: { 200: successSchema(postSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.pin, memberId, request.params.id);
      return ok(await posts.pin(memberId, request.params.id), profilesCopy.pinned);
    },
  );

  app.delete(
    apiPaths.postPin,
    {
      preHandler: perMember,
      schema: { tags, summary: "Unpin one's own post", params: postParamsSchema, response: { 200: successSchema(postSchema) } },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.pin, memberId, request.params.id);
      return ok(await posts.unpin(memberId, request.params.id), profilesCopy.unpinned);
    },
  );

  app.get(
    apiPaths.postHistory,
    {
      schema: {
        tags,
        summary: 'Earlier versions of a post that the member may see, newest first',
        params: postParamsSchema,
        response: { 200: successSchema(z.array(postRevisionSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      return ok(await posts.history(memberId, request.params.id));
    },
  );

  const readFile = await singleFileUpload(app, {
    maxBytes: serverLimits.postImageUploadMaxBytes,
    tooLarge: postAnswersCopy.imageTooLarge,
    noFile: invalidPostImage,
  });

  app.post(
    apiPaths.postImages,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Upload an image for a post (multipart field `file`); attach it by id when writing the post',
        consumes: ['multipart/form-data'],
        body: imageUploadBodySchema,
        response: { 201: successSchema(postImageSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readFile(request);
      reply.code(201);
      return ok(await images.upload(memberOf(request).memberId, upload), undefined, 201);
    },
  );

  app.get(
    apiPaths.postImage,
    {
      config: { access: { signedLink: true } },
      schema: {
        tags,
        summary: 'One size of a post image, as WebP, for whoever may see its post',
        params: postImageParamsSchema,
        response: { 200: imageBytesSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      await authorizeReader(request, policies.viewImage, request.params.id);
      const file = await images.file(request.params.id, request.params.size);
      if (!file) throw new AppError(404, 'image_not_found', postAnswersCopy.postNotFound);
      // Private: the answer depends on who asks, so shared caches must not keep it.
      return reply
        .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'private, max-age=86400' })
        .send(file.body);
    },
  );
};
