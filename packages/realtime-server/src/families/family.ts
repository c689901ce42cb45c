import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RealtimeContext } from '../context.js';

/** Every endpoint family has one shape: a Fastify plugin given the service's context. */
export type RealtimeFamily = FastifyPluginAsync<{ ctx: RealtimeContext }>;

const jsonType = 'application/json; charset=utf-8';

/** Sends JSON built by hand (answers whose timetokens must stay exact), as text or already encoded. */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type(jsonType).send(json);
}

/**
 * Writes a 200 JSON answer straight to the socket, past Fastify's send pipeline: the same status
 * and headers (those the request's hooks set, then type and length) as `sendJsonText`, for a
 * fraction of its cost, which counts when one message answers a crowd of held subscribers. The
 * service has no `onSend` or `onResponse` hook for it to skip; a HEAD (no body) takes the usual way.
 */
export function writeJsonAnswer(reply: FastifyReply, bytes: Buffer): void {
  if (reply.request.raw.method !== 'GET') {
    sendJsonText(reply, bytes);
    return;
  }
  reply.hijack();
  writeJson(reply.raw, 200, reply.getHeaders() as OutgoingHttpHeaders, bytes);
}

/** Writes a JSON answer with `headers` (those a request's hooks set) first, then its type and length, as Fastify's send does. */
export function writeJson(response: ServerResponse, status: number, headers: OutgoingHttpHeaders, json: Buffer | string): void {
  response.writeHead(status, { ...headers, 'content-type': jsonType, 'content-length': Buffer.byteLength(json) });
  response.end(json);
}
