import {
  accountDetailsSchema,
  apiPaths,
  categoryKindParamsSchema,
  categorySchema,
  imageKinds,
  imageUploadBodySchema,
  imageUploadedSchema,
  limits,
  profileUpdateParamsSchema,
  profileUpdateSchema,
  successSchema,
  accountCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { singleFileUpload } from '../../http/singleFileUpload.js';
import { memberOf } from '../../plugins/auth.js';
import { invalidImage, type ProfileImages } from './images.js';
import { manageAccount } from './policies.js';
import type { ProfileService } from './profile.js';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; images: ProfileImages }> = async (
  app,
  { profile, images },
) => {
  const readFile = await singleFileUpload(app, {
    maxBytes: limits.imageUploadMaxBytes,
    tooLarge: accountCopy.imageTooLarge,
    noFile: invalidImage,
    fields: 2,
  });

  app.post(
    apiPaths.profileUpdate,
    {
      schema: {
        tags: ['users'],
        summary: 'Update the profile of the member themself',
        params: profileUpdateParamsSchema,
        body: profileUpdateSchema,
        response: { 200: successSchema(accountDetailsSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(manageAccount, memberId, request.params.id);
      return ok(await profile.update(memberId, request.body), accountCopy.profileUpdated);
    },
  );

  app.get(
    apiPaths.categories,
    {
      schema: {
        tags: ['users'],
        summary: 'The profile categories of a kind',
        params: categoryKindParamsSchema,
        response: { 200: successSchema(z.array(categorySchema)) },
      },
    },
    async (request) => ok(profile.categories(request.params.kind)),
  );

  app.post(
    apiPaths.coverImage,
    {
      schema: {
        tags: ['users'],
        summary: 'Upload the cover image (or, with kind=profile, the profile image) as multipart field `file`',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(imageKinds).default('cover') }),
        body: imageUploadBodySchema,
        response: { 200: successSchema(imageUploadedSchema) },
      },
    },
    async (request) => {
      const memberId = memberOf(request).memberId;
      const upload = await readFile(request);
      return ok(await images.replace(memberId, request.query.kind, upload), accountCopy.imageUpdated);
    },
  );
};
