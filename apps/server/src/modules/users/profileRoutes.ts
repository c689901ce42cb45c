import multipart from '@fastify/multipart';
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
  errorsCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { invalidImage, type ProfileImages } from './images.js';
import { manageAccount } from './policies.js';
import type { ProfileService } from './profile.js';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; images: ProfileImages }> = async (
  app,
  { profile, images },
) => {
  // Multipart only in this scope, one file. Reading stops one byte past the limit, so an oversized
  // file is recognised by its length even when the parser's truncation flag comes late.
  await app.register(multipart, { limits: { fileSize: limits.imageUploadMaxBytes + 1, files: 1, fields: 2 } });

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

  const { InvalidMultipartContentTypeError, RequestFileTooLargeError } = app.multipartErrors;
  /**
   * Reading the form failed. The multipart plugin's own errors carry their status (limits, a
   * closed connection); its parser's do not, and mean the body is no form it can read: no or an
   * empty boundary, or cut short. Reading touches nothing but the request, so that is the client's.
   */
  const uploadFailure = (error: unknown): never => {
    if (error instanceof RequestFileTooLargeError) throw new AppError(413, 'payload_too_large', accountCopy.imageTooLarge);
    if (error instanceof InvalidMultipartContentTypeError) throw invalidImage();
    if (typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number') throw error;
    throw badRequest('malformed_form', errorsCopy.malformedForm);
  };

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
      const file = await request.file().catch(uploadFailure);
      if (!file) throw invalidImage();
      const upload = await file.toBuffer().catch(uploadFailure);
      return ok(await images.replace(memberId, request.query.kind, upload), accountCopy.imageUpdated);
    },
  );
};
