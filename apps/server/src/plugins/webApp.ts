import fastifyStatic from '@fastify/static';
import { serverPathPrefixes, errorsCopy } from '@meshwork/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sendFailure } from './errors.js';

/**
 * True for paths the single-page app must never answer, however they are spelt. A missing file of
 * `/assets` (a chunk of an older build) is a 404 too, not the page.
 */
function isReservedPath(url: string): boolean {
  const pathname = url.split('?')[0]!.toLowerCase();
  return serverPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Vite names the files of `assets/` by their content, so one never changes: cached for good. Every
 * other file (index.html, theme-boot.js, icons) keeps its name across builds: revalidated each time.
 */
function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file of the build that a GET names, relative to the build folder; undefined for anything
 * else (an app page, a folder, a path outside the folder or one that does not decode).
 */
async function builtFileOf(distDir: string, url: string): Promise<string | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return undefined;
  }
  const file = path.resolve(distDir, `.${pathname}`);
  if (!file.startsWith(`${distDir}${path.sep}`)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? path.relative(distDir, file) : undefined;
}

/**
 * Serves the built web app with an SPA fallback: any other GET or HEAD gets index.html, whatever
 * the client says it accepts (`curl /` sees the app, not a 404), and the client router decides.
 * Reserved paths answer a 404 envelope. Files are looked up on disk for each request, never from a
 * list made at start, so a build made while the server runs is served at once; @fastify/static
 * sends them (ETag, ranges, its own guard against paths outside the folder).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const distDir = path.resolve(options.distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    index: false,
    cacheControl: false,
    // A server without a build (development with Vite, tests) is normal: no warning.
    suppressWarning: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(path.relative(distDir, filePath))),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = await builtFileOf(distDir, request.url);
      if (file) return reply.sendFile(file);
      if (!isReservedPath(request.url) && (await builtFileOf(distDir, '/index.html'))) return reply.sendFile('index.html');
    }
    return sendFailure(reply, { status_code: 404, error: 'not_found', message: errorsCopy.notFound });
  });
});
