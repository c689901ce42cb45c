import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RealtimeContext } from '../context.js';

/** Every endpoint family has one shape: a Fastify plugin given the service's context. */
export type RealtimeFamily = FastifyPluginAsync<{ ctx: RealtimeContext }>;

/** Sends JSON built by hand (answers whose timetokens must stay exact), as text or already encoded. */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
