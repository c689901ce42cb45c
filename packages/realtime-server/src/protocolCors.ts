import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Where the protocol's routes live (protocol §1): nothing of a host's own API starts so. */
const protocolPaths = /^\/(time|publish|signal|v1|v2|v3)\//;

/** Origins by default: any page, since protocol calls carry their `auth` token in the URL, never a cookie. */
export const defaultCorsOrigins: readonly string[] = ['*'];

/**
 * CORS on the protocol's routes, so that an SDK in a page of another origin can use the service;
 * preflights (PATCH, DELETE, a JSON POST) are answered. `origins` lists the allowed origins, `*`
 * for any, none to turn CORS off. `scope` holds the protocol's routes only, so the options are
 * read once, not for every request. Its catch-all preflight route still meets the preflights of
 * other paths (a host's API beside the service, which relies on its cookies): they get no CORS
 * headers and stay a 404.
 */
export async function protocolCors(scope: FastifyInstance, origins: readonly string[]): Promise<void> {
  scope.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' && !protocolPaths.test(request.url)) reply.callNotFound();
    else done();
  });
  await scope.register(fastifyCors, {
    origin: origins.includes('*') ? '*' : origins.length ? [...origins] : false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
