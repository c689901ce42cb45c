import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { xContentTypeOptions, type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers protocol clients (JSON, never shown as a page): `nosniff` is its only security header. */
    protocolAnswers?: boolean;
  }
}

/**
 * Helmet's headers for the pages of an origin. The two that move a browser to https, HSTS and
 * `upgrade-insecure-requests`, only where the origin is https: on a plain-HTTP install the second
 * makes the browser fetch every script over https, where nothing answers, and shows a blank page
 * to anyone who opens it by a name other than localhost.
 */
function pageHeaderOptions(publicUrl: string): HelmetOptions {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // three.js's GLTFLoader fetches a GLB's embedded images (a photo avatar's face) through
        // blob: URLs of the page's own making; only this page can make one.
        'connect-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  };
}

/**
 * Helmet's security headers on every answer, built once: built per request (as the Fastify wrapper
 * does) they cost more than the rest of a realtime publish. Protocol answers skip the page headers,
 * which a long-poll would otherwise carry and hold in memory for nothing.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const pageHeaders = helmet(pageHeaderOptions(options.publicUrl));
  const protocolHeaders: typeof pageHeaders = xContentTypeOptions();
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = request.routeOptions.config.protocolAnswers ? protocolHeaders : pageHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
