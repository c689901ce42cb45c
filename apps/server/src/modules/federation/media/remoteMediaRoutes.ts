import { failureSchema, fediverseCopy, fediverseNoteMediaParamsSchema, fediversePaths, imageBytesSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { memberOf } from '../../../plugins/auth.js';
import { visibleNote } from '../remoteNoteAccess.js';
import type { RemoteMediaCache } from './remoteMediaCache.js';
import { pictureOfNote } from './remotePictures.js';

/**
 * A picture of a note of another server, re-encoded here (`RemoteMediaCache`): for a member who may
 * see the note, or a signed link the note's presenter gave one. A picture that cannot be had, or
 * whose server's media are refused, is a 404.
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
      const file = url ? await cache.picture(url) : null;
      if (!file) throw new AppError(404, 'media_unavailable', fediverseCopy.mediaUnavailable);
      // Private: the answer depends on who asks, so shared caches must not keep it.
      return reply
        .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'private, max-age=86400' })
        .send(file.body);
    },
  );
};
