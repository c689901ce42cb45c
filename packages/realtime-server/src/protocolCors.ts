import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the protocol's routes live (protocol §1): nothing of a host's own API starts so. */
const protocolPaths = /^\/(time|publish|signal|v1|v2|v3)\//;

/** Origins by default: any page, since protocol calls carry their `auth` token in the URL, never a cookie. */
export const defaultCorsOrigins: readonly string[] = ['*'];

/**
 * CORS on the protocol's routes, so that an SDK in a page of another origin can use the service;
 * preflights (PATCH, DELETE, a JSON POST) are answered. `origins` lists the allowed origins, `*`
 * for any, none to turn CORS off. Requests of other paths (a host's API beside the service, which
 * relies on its cookies) get no CORS headers, and their preflight is a 404 as before.
 */
export async function protocolCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed: FastifyCorsOptions = {
    origin: origins.includes('*') ? '*' : origins.length ? [...origins] : false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    maxAge: 600,
  };
  const isProtocol = (request: FastifyRequest) => protocolPaths.test(request.url);
  await app.register(fastifyCors, {
    delegator: (request, answer) => answer(null, isProtocol(request) ? allowed : { origin: false }),
  });
}
