import {
  apiPaths,
  failureSchema,
  groupCreateSchema,
  groupLimits,
  groupMemberParamsSchema,
  groupMembersAddSchema,
  groupParamsSchema,
  groupRenameSchema,
  groupSchema,
  groupsCopy,
  imageBytesSchema,
  imageUploadBodySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { singleFileUpload } from '../../http/singleFileUpload.js';
import { authorizeReader, memberOf } from '../../plugins/auth.js';
import { invalidImage } from '../users/index.js';
import type { GroupImages } from './images.js';
import type { GroupPolicies } from './policies.js';
import type { GroupsService } from './service.js';

const tags = ['groups'];

export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService; images: GroupImages; policies: GroupPolicies }> = async (
  app,
  { groups, images, policies },
) => {
  // Starting groups and adding people reach other members: limited per member.
  const perMember = app.memberLimit(groupLimits.changesPerMinute);

  app.get(
    apiPaths.groups,
    { schema: { tags, summary: "The member's group conversations, newest first", response: { 200: successSchema(z.array(groupSchema)) } } },
    async (request) => ok(await groups.listOf(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.groups,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Start a group conversation with friends',
        body: groupCreateSchema,
        response: { 201: successSchema(groupSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await groups.create(memberOf(request).memberId, request.body.name, request.body.member_ids), groupsCopy.created, 201);
    },
  );

  app.get(
    apiPaths.group,
    { schema: { tags, summary: 'A group the member is in', params: groupParamsSchema, response: { 200: successSchema(groupSchema) } } },
    async (request) => {
      await authorize(policies.view, memberOf(request).memberId, request.params.id);
      return ok(await groups.get(request.params.id));
    },
  );

  app.patch(
    apiPaths.group,
    {
      schema: {
        tags,
        summary: 'Rename a group (admins)',
        params: groupParamsSchema,
        body: groupRenameSchema,
        response: { 200: successSchema(groupSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.manage, memberId, request.params.id);
      return ok(await groups.rename(memberId, request.params.id, request.body.name));
    },
  );

  app.post(
    apiPaths.groupMembers,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Add friends to a group (admins)',
        params: groupParamsSchema,
        body: groupMembersAddSchema,
        response: { 200: successSchema(groupSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.manage, memberId, request.params.id);
      return ok(await groups.add(memberId, request.params.id, request.body.member_ids));
    },
  );

  app.delete(
    apiPaths.groupMember,
    {
      schema: {
        tags,
        summary: 'Leave a group (one’s own id) or remove a member (admins)',
        params: groupMemberParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const { id, user_id } = request.params;
      await authorize(user_id === memberId ? policies.view : policies.manage, memberId, id);
      const { ended } = await groups.remove(memberId, id, user_id);
      if (ended) await images.eraseOf(id);
      return ok(null);
    },
  );

  const readFile = await singleFileUpload(app, {
    maxBytes: groupLimits.imageUploadMaxBytes,
    tooLarge: groupsCopy.imageTooLarge,
    noFile: invalidImage,
  });

  app.put(
    apiPaths.groupImage,
    {
      schema: {
        tags,
        summary: 'Set a group’s image (admins; multipart field `file`), read from its content and resized',
        consumes: ['multipart/form-data'],
        params: groupParamsSchema,
        body: imageUploadBodySchema,
        response: { 200: successSchema(groupSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.manage, memberId, request.params.id);
      const upload = await readFile(request);
      await images.replace(memberId, request.params.id, upload);
      return ok(await groups.get(request.params.id));
    },
  );

  app.get(
    apiPaths.groupImage,
    {
      config: { access: { signedLink: true } },
      schema: {
        tags,
        summary: 'A group’s image, as WebP, for its members',
        params: groupParamsSchema,
        response: { 200: imageBytesSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      await authorizeReader(request, policies.view, request.params.id);
      const file = await images.file(request.params.id);
      if (!file) throw notFound('group_image_missing', groupsCopy.groupNotFound);
      return reply
        .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'private, max-age=86400' })
        .send(file.body);
    },
  );
};
