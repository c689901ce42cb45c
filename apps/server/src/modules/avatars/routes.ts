import {
  apiPaths,
  avatarIdBodySchema,
  avatarIdParamsSchema,
  avatarIdQuerySchema,
  avatarOwnerQuerySchema,
  avatarPageSchema,
  avatarSchema,
  avatarsCopy,
  createAvatarBodySchema,
  realisticAvatarsQuerySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, type Policy } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { authorizeReader, memberOf } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import { avatarNotFound, ownAvatar } from './policies.js';
import type { AvatarService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

interface AvatarRoutesOptions {
  avatars: AvatarService;
  users: UsersService;
  viewAvatars: Policy<string>;
}

const tags = ['avatars'];

export const avatarRoutes: FastifyPluginAsyncZod<AvatarRoutesOptions> = async (app, { avatars, users, viewAvatars }) => {
  /** The avatar the viewer owns, or the policy's 404. */
  async function ownedAvatar(viewerId: string, avatarId: string) {
    const avatar = await avatars.find(avatarId);
    await authorize(ownAvatar, viewerId, avatar);
    return avatar!;
  }
  async function makeDefault(viewerId: string, avatarId: string) {
    return ok(avatars.present(await avatars.makeDefault(await ownedAvatar(viewerId, avatarId)), viewerId), avatarsCopy.avatarDefault);
  }
  async function deleteAvatar(viewerId: string, avatarId: string) {
    await avatars.delete(await ownedAvatar(viewerId, avatarId));
    return ok({ id: avatarId }, avatarsCopy.avatarDeleted);
  }

  app.get(
    apiPaths.rpmAvatars,
    {
      schema: {
        tags,
        summary: "A member's avatars, newest first: the viewer's own, or another member's with user_id",
        querystring: avatarOwnerQuerySchema,
        response: { 200: successSchema(z.array(avatarSchema)) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const ownerId = request.query.user_id ?? memberId;
      await authorize(viewAvatars, memberId, ownerId);
      return ok((await avatars.listOf(ownerId)).map((avatar) => avatars.present(avatar, memberId)));
    },
  );

  app.post(
    apiPaths.rpmAvatars,
    {
      schema: {
        tags,
        summary: 'Save an avatar of the creator: the server builds its GLB and VRM from the parameters',
        body: createAvatarBodySchema,
        response: { 201: successSchema(avatarSchema) },
      },
      preHandler: app.memberLimit(serverLimits.avatarSavesPerMinute),
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const author = await users.memberById(memberId);
      const avatar = await avatars.create(memberId, author.nickname, request.body);
      return reply.code(201).send(ok(avatars.present(avatar, memberId), avatarsCopy.avatarSaved, 201));
    },
  );

  app.post(
    apiPaths.rpmAvatarsDefault,
    {
      schema: {
        tags,
        summary: 'Make one of the viewer’s avatars their default',
        body: avatarIdBodySchema,
        response: { 200: successSchema(avatarSchema) },
      },
    },
    async (request) => makeDefault(memberOf(request).memberId, request.body.avatar_id),
  );

  const deleted = successSchema(z.object({ id: z.uuid() }));
  app.post(
    apiPaths.rpmAvatarsDelete,
    { schema: { tags, summary: 'Delete one of the viewer’s avatars', body: avatarIdBodySchema, response: { 200: deleted } } },
    async (request) => deleteAvatar(memberOf(request).memberId, request.body.avatar_id),
  );

  app.get(
    apiPaths.avatarDelete,
    {
      schema: {
        tags,
        summary: 'Delete one of the viewer’s avatars (the specification’s GET form)',
        params: avatarIdParamsSchema,
        response: { 200: deleted },
      },
    },
    async (request) => deleteAvatar(memberOf(request).memberId, request.params.id),
  );

  app.get(
    apiPaths.avatarFbx,
    {
      config: { access: { signedLink: true } },
      schema: {
        tags,
        summary: 'One of the viewer’s avatars as binary FBX 7.4 (mesh, texture, skeleton, skin), made from its GLB on first request',
        params: avatarIdParamsSchema,
        response: { 200: z.any().describe('model/vnd.fbx file') },
      },
    },
    async (request, reply) => {
      const avatar = await avatars.find(request.params.id);
      await authorizeReader(request, ownAvatar, avatar);
      // A link may outlive its avatar.
      if (!avatar) throw avatarNotFound();
      const fbx = await avatars.fbxOf(avatar);
      // A name for the download from the avatar's, in characters every file system takes.
      const fileName = `${avatar.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'avatar'}.fbx`;
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="avatar.fbx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(fbx));
    },
  );

  app.get(
    apiPaths.realisticAvatars,
    {
      schema: {
        tags,
        summary: 'The viewer’s avatars made from photos, a page at a time',
        querystring: realisticAvatarsQuerySchema,
        response: { 200: successSchema(avatarPageSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { memberId } = memberOf(request);
      const { rows, total } = await avatars.pageOf(memberId, 'photo', page, per_page);
      return ok({ items: rows.map((avatar) => avatars.present(avatar, memberId)), page, per_page, total });
    },
  );

  app.get(
    apiPaths.realisticAvatarsSwitch,
    {
      schema: {
        tags,
        summary: 'Switch the viewer’s default to one of their avatars',
        querystring: avatarIdQuerySchema,
        response: { 200: successSchema(avatarSchema) },
      },
    },
    async (request) => makeDefault(memberOf(request).memberId, request.query.avatar_id),
  );

  app.get(
    apiPaths.realisticAvatarsSelect,
    {
      schema: {
        tags,
        summary: 'One of the viewer’s avatars, with its files',
        querystring: avatarIdQuerySchema,
        response: { 200: successSchema(avatarSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      return ok(avatars.present(await ownedAvatar(memberId, request.query.avatar_id), memberId));
    },
  );
};
