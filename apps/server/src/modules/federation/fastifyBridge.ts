import type { Federation } from '@fedify/fedify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentsAsArray } from './attachmentsAsArray.js';
import { signingHostOf, type InboxGate } from './domains/inboxGate.js';
import { hostMeta } from './hostMeta.js';
import { jsonStructureProblem } from './remote/jsonStructure.js';

/** The largest activity an inbox takes: Mastodon's own activities stay far below it. */
export const activityBodyLimit = 256 * 1024;

// What ActivityPub servers post: JSON-LD under its two types, and plain JSON from some.
const activityTypes = ['application/activity+json', 'application/ld+json', 'application/json'];

/** The paths Fedify answers: discovery, NodeInfo, and everything of the actors under `/ap/`. */
const federationPaths = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'];

export interface BridgeOptions {
  federation: Federation<void>;
  publicUrl: string;
  inboxGate: InboxGate;
  /** The username of an actor by its id, for a browser sent on to the member's profile page. */
  usernameOfActor(actorId: string): Promise<string | undefined>;
}

/** The Web `Request` Fedify reads: the canonical URL, the headers, and the body's raw bytes (signatures cover them). */
function webRequestOf(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

/**
 * What makes a posted document too large or deep to hand to Fedify, whose JSON-LD processing
 * recurses; malformed JSON is left to Fedify, which refuses it.
 */
function structureProblemOf(body: Buffer): string | undefined {
  let document: unknown;
  try {
    document = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  return jsonStructureProblem(document);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    // Fastify counts the bytes it sends itself.
    if (name !== 'content-length') void reply.header(name, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

const actorPage = /^\/ap\/actors\/([^/?#]+)\/?(?:[?#]|$)/;
const inboxPath = /^\/ap\/(?:actors\/[^/?#]+\/)?inbox\/?(?:[?#]|$)/;

/**
 * Fedify behind Fastify: the federation paths only, in a scope of their own whose body parser
 * keeps the raw bytes of JSON and JSON-LD (at most `activityBodyLimit`, else 413; too deep or
 * too many values, as `jsonStructureProblem` says, 400). The answers
 * are Fedify's own (JSON-LD, JRD) and carry only the protocol security header, not the page ones.
 * A browser opening an actor's URL is sent to the member's profile page.
 */
export async function federationRoutes(app: FastifyInstance, options: BridgeOptions): Promise<void> {
  const { federation, publicUrl } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(activityTypes, { parseAs: 'buffer', bodyLimit: activityBodyLimit }, (_request, body, done) => {
    const problem = structureProblemOf(body as Buffer);
    if (problem) done(Object.assign(new Error(`The document has ${problem}.`), { statusCode: 400 }), undefined);
    else done(null, body);
  });

  const toProfile = async (request: Request): Promise<Response> => {
    const actorId = actorPage.exec(new URL(request.url).pathname)?.[1];
    const username = actorId && (await options.usernameOfActor(actorId));
    if (!username) return new Response('Not Acceptable', { status: 406, headers: { 'content-type': 'text/plain' } });
    return new Response(null, { status: 302, headers: { location: `/profile/${encodeURIComponent(username)}` } });
  };

  /** A delivery to an inbox passes the gate of its server's policy and budget first. */
  const deliver = async (request: Request): Promise<Response> => {
    const host = signingHostOf(request.headers);
    const refusal = host && (await options.inboxGate.refusal(host));
    if (refusal) return refusal;
    const response = await federation.fetch(request, { contextData: undefined });
    if (host && response.ok) await options.inboxGate.took(host);
    return response;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const webRequest = webRequestOf(request, publicUrl);
    if (request.method === 'POST' && inboxPath.test(request.url)) return sendWebResponse(reply, await deliver(webRequest));
    const response = await federation.fetch(webRequest, { contextData: undefined, onNotAcceptable: toProfile });
    const isActorDocument = response.ok && actorPage.test(request.url) && response.headers.get('content-type')?.includes('json');
    return sendWebResponse(reply, isActorDocument ? await attachmentsAsArray(response) : response);
  };

  const config = { protocolAnswers: true };
  for (const url of federationPaths) app.route({ method: ['GET', 'POST'], url, config, schema: { hide: true }, handler });
  app.get('/.well-known/host-meta', { config, schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xrd+xml; charset=utf-8').send(hostMeta(publicUrl)),
  );
}
