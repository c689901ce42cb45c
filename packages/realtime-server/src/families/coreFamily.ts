import type { FastifyReply } from 'fastify';
import type { RealtimeContext } from '../context.js';
import type { RealtimeNode } from '../node.js';

/** What the core families (time, publish, subscribe, presence, history, actions, groups) are given. */
export interface CoreFamilyOptions {
  ctx: RealtimeContext;
  node: RealtimeNode;
}

/** Sends JSON text built by hand (answers whose timetokens must stay exact). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
