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
 * Helmet's security headers on every answer, built once: built per request (as the Fastify wrapper
 * does) they cost more than the rest of a realtime publish. Protocol answers skip the page headers,
 * which a long-poll would otherwise carry and hold in memory for nothing.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const pageHeaders = helmet(options);
  const protocolHeaders: typeof pageHeaders = xContentTypeOptions();
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = request.routeOptions.config.protocolAnswers ? protocolHeaders : pageHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
