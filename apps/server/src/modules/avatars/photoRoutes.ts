import multipart from '@fastify/multipart';
import {
  apiPaths,
  avatarBuildParamsSchema,
  avatarBuildSchema,
  avatarsCopy,
  photoAvatarFieldsSchema,
  photoAvatarUploadBodySchema,
  profilePhotoAvatarBodySchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { PhotoAvatarBuilds } from './photoBuilds.js';
import { photoUploadLimits, readPhotoForm } from './photoForm.js';
import { serverLimits } from '../../serverLimits.js';

interface PhotoRoutesOptions {
  builds: PhotoAvatarBuilds;
  /** The member's current profile picture, or null when they have none. */
  profilePhotoOf: (memberId: string) => Promise<Uint8Array | null>;
}

const tags = ['avatars'];
const started = { 202: successSchema(avatarBuildSchema) };

/** Photo avatars (the `realistic-avatars` family): start a build from a photo, follow it. */
export const photoAvatarRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { builds, profilePhotoOf }) => {
  await app.register(multipart, { limits: photoUploadLimits });
  const perMember = app.memberLimit(serverLimits.avatarPhotosPerMinute);

  app.post(
    apiPaths.avatarUploadImage,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Make an avatar from a photo (multipart: file, outputFormat, user_id, gender): answers at once with the build to follow',
        consumes: ['multipart/form-data'],
        body: photoAvatarUploadBodySchema,
        response: started,
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { fields, file } = await readPhotoForm(request, photoAvatarFieldsSchema, { withFile: true });
      if (fields.user_id !== memberId) throw forbidden('not_your_user_id', avatarsCopy.notYourUserId);
      const build = await builds.start(memberId, new Uint8Array(file!), fields);
      return reply.code(202).send(ok(build, avatarsCopy.buildStarted, 202));
    },
  );

  app.post(
    apiPaths.avatarProfileImage,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Make an avatar from the member’s current profile picture (multipart: outputFormat, gender)',
        consumes: ['multipart/form-data'],
        body: z
          .any()
          .meta({ type: 'object', properties: { outputFormat: { type: 'string' }, gender: { type: 'string' } }, required: ['gender'] }),
        response: started,
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { fields } = await readPhotoForm(request, profilePhotoAvatarBodySchema, { withFile: false });
      const photo = await profilePhotoOf(memberId);
      if (!photo) throw new AppError(422, 'no_profile_photo', avatarsCopy.noProfilePhoto);
      const build = await builds.start(memberId, photo, fields);
      return reply.code(202).send(ok(build, avatarsCopy.buildStarted, 202));
    },
  );

  app.get(
    apiPaths.avatarBuilds,
    {
      schema: {
        tags,
        summary: 'The viewer’s photo avatar builds of the last hour, newest first (to pick up one still running)',
        response: { 200: successSchema(z.array(avatarBuildSchema)) },
      },
    },
    async (request) => ok(await builds.recentOf(memberOf(request).memberId)),
  );

  app.get(
    apiPaths.avatarBuild,
    {
      schema: {
        tags,
        summary: 'One of the viewer’s photo avatar builds: its progress, then its avatar or why it failed',
        params: avatarBuildParamsSchema,
        response: { 200: successSchema(avatarBuildSchema) },
      },
    },
    async (request) => ok(await builds.find(memberOf(request).memberId, request.params.id)),
  );
};
