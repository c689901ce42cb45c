import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendProtocolError, type ProtocolError } from '../../errors.js';
import { writeJson, writeJsonAnswer } from '../family.js';

/** Where a subscribe request's answer goes: through Fastify's reply, or straight to a re-poll's response (`repollShortcut.ts`). */
export interface SubscribeAnswers {
  readonly response: ServerResponse;
  readonly log: FastifyBaseLogger;
  json(bytes: Buffer): void;
  refuse(error: ProtocolError): void;
}

export function replyAnswers(reply: FastifyReply): SubscribeAnswers {
  return {
    response: reply.raw,
    log: reply.log,
    json: (bytes) => writeJsonAnswer(reply, bytes),
    refuse: (error) => {
      if (!reply.sent) sendProtocolError(reply, error);
    },
  };
}

/**
 * Answers written as Fastify would write them for the same request: `headers` are those its hooks
 * set on an earlier request alike (`RepollShortcuts`), then a refusal's `retry-after`, the type and length.
 */
export function responseAnswers(response: ServerResponse, headers: OutgoingHttpHeaders, log: FastifyBaseLogger): SubscribeAnswers {
  return {
    response,
    log,
    json: (bytes) => writeJson(response, 200, headers, bytes),
    refuse: (error) => {
      if (response.headersSent) return;
      const retryAfter = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
      writeJson(response, error.status, { ...headers, ...retryAfter }, JSON.stringify(error.body));
    },
  };
}
