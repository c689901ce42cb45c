import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage, StoredFile } from './fileStorage.js';
import { publicKeyOf } from './publicFiles.js';

const params = z.object({ '*': z.string() });

function headersOf(file: Omit<StoredFile, 'body'>) {
  return {
    'content-type': file.contentType,
    'content-length': file.size,
    // Public files never change under their name (publicFiles.ts): shared caches may keep them for good.
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * Serves the public files (`/files/…`: profile and cover images) from the storage, whichever back
 * end holds them, so that every node answers every URL and the bucket stays private. Anything that
 * is not a public key answers the 404 of an unknown path.
 */
export const publicFilesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const keyOf = (path: string) => publicKeyOf(`/files/${path}`);

  app.get(
    '/files/*',
    { exposeHeadRoute: false, schema: { tags: ['files'], summary: 'A public file: a profile or cover image', params } },
    async (request, reply) => {
      const key = keyOf(request.params['*']);
      const file = key ? await storage.get(key) : null;
      if (!file) return reply.callNotFound();
      return reply.headers(headersOf(file)).send(file.body);
    },
  );

  // HEAD asks the storage for the size and type alone, rather than fetching the bytes to drop them.
  app.head('/files/*', { schema: { tags: ['files'], summary: 'The headers of a public file', params } }, async (request, reply) => {
    const key = keyOf(request.params['*']);
    const file = key ? await storage.stat(key) : null;
    if (!file) return reply.callNotFound();
    return reply.headers(headersOf(file)).send();
  });
};
