import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PostsService } from '../../posts/index.js';
import { apPaths } from '../objects/objectUris.js';

/** The media route in Fastify's syntax, from the template the attachments' URLs are filled from. */
const mediaRoute = apPaths.media.replace('{imageId}', ':imageId');

/**
 * The pictures of posts that may leave the server, for remote servers (no session): the stored
 * bytes of an image whose post is public, else the 404 of an unknown path, so the route tells
 * nothing of other images. Shared caches may keep a picture a day: its bytes never change, but
 * its post may be removed or leave the public, and a cache should then forget it soon.
 */
export const federationMediaRoutes: FastifyPluginAsyncZod<{ outbound: PostsService['outbound'] }> = async (app, { outbound }) => {
  app.get(
    mediaRoute,
    {
      config: { protocolAnswers: true },
      schema: { hide: true, params: z.object({ imageId: z.string() }) },
    },
    async (request, reply) => {
      const file = await outbound.imageFile(request.params.imageId);
      if (!file) return reply.callNotFound();
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': String(file.size),
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        })
        .send(file.body);
    },
  );
};
