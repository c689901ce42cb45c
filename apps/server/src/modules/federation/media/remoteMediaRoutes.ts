import {
  failureSchema,
  fediverseCopy,
  fediverseNoteMediaParamsSchema,
  fediversePaths,
  imageBytesSchema,
  remoteAccountPictureParamsSchema,
} from '@meshwork/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { memberOf } from '../../../plugins/auth.js';
import { visibleNote } from '../remoteNoteAccess.js';
import type { StoredFile } from '../../../storage/fileStorage.js';
import { pictureSides, type RemoteMediaCache } from './remoteMediaCache.js';
import { pictureOfAccount, pictureOfNote } from './remotePictures.js';

/**
 * Pictures of other servers, re-encoded here (`RemoteMediaCache`): a note's, for a member who may
 * see the note or a signed link the note's presenter gave one; an account's picture and header,
 * for anyone, as on their server. A picture that cannot be had, or whose server's media are
 * refused, is a 404.
 */
export const remoteMediaRoutes: FastifyPluginAsyncZod<{ db: Db; cache: RemoteMediaCache }> = async (app, { db, cache }) => {
  app.get(
    fediversePaths.noteMedia,
    {
      config: { access: { signedLink: true } },
      schema: {
        tags: ['federation'],
        summary: 'A picture of a note of another server, as WebP served here, for whoever may see the note',
        params: fediverseNoteMediaParamsSchema,
        response: { 200: imageBytesSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      if (!request.signedLink) await visibleNote(db, memberOf(request).memberId, id);
      const url = await pictureOfNote(db, id, index);
      const file = url ? await cache.picture(url, pictureSides.attachment) : null;
      // Private: the answer depends on who asks, so shared caches must not keep it.
      return sendPicture(reply, file, 'private');
    },
  );

  app.get(
    fediversePaths.accountPicture,
    {
      // No rate limit: a page of avatars would spend the per-address budget that guards sign-in, and
      // the work is bounded (one fetch per known account's picture, a failure not retried for ten minutes).
      config: { access: { public: true } },
      schema: {
        tags: ['federation'],
        summary: "An account of another server's picture or header image, as WebP served here",
        params: remoteAccountPictureParamsSchema,
        response: { 200: imageBytesSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { id, picture } = request.params;
      const url = await pictureOfAccount(db, id, picture);
      const file = url ? await cache.picture(url, pictureSides[picture]) : null;
      // Public, as on its own server; a day, so that a new picture shows soon.
      return sendPicture(reply, file, 'public');
    },
  );
};

function sendPicture(reply: FastifyReply, file: StoredFile | null, cache: 'private' | 'public') {
  if (!file) throw new AppError(404, 'media_unavailable', fediverseCopy.mediaUnavailable);
  return reply
    .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': `${cache}, max-age=86400` })
    .send(file.body);
}
