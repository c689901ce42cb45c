import fastifyStatic from '@fastify/static';
import { realtimePathPrefixes, errorsCopy } from '@meshwork/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendFailure } from './errors.js';

const hashedAssetCaching = 'public, max-age=31536000, immutable';

// `/assets` holds the built app's own files: one missing (a chunk of an older build) is a 404, not the page.
const reservedPrefixes = ['/api', '/dev', '/files', '/assets', ...realtimePathPrefixes];

/** True for paths the single-page app must never answer, however they are spelt. */
function isReservedPath(url: string): boolean {
  const pathname = url.split('?')[0]!.toLowerCase();
  return reservedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app with an SPA fallback: any other GET or HEAD gets index.html, whatever
 * the client says it accepts (`curl /` sees the app, not a 404), and the client router decides.
 * Reserved paths answer a 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      // The build names its scripts and styles after their content: a changed file gets a new name, so these never go stale.
      setHeaders: (response, filePath) => {
        if (path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`)) response.header('cache-control', hashedAssetCaching);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(request.url);
    if (hasWebApp && isPage)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return sendFailure(reply, { status_code: 404, error: 'not_found', message: errorsCopy.notFound });
  });
});
