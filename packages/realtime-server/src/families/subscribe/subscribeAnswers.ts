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

/** Answers through Fastify's reply: the route's own requests. */
export class ReplyAnswers implements SubscribeAnswers {
  constructor(private readonly reply: FastifyReply) {}

  get response(): ServerResponse {
    return this.reply.raw;
  }

  get log(): FastifyBaseLogger {
    return this.reply.log;
  }

  json(bytes: Buffer): void {
    writeJsonAnswer(this.reply, bytes);
  }

  refuse(error: ProtocolError): void {
    if (!this.reply.sent) sendProtocolError(this.reply, error);
  }
}

/**
 * Answers written as Fastify would write them for the same request: `headers` are those its hooks
 * set on an earlier request alike (`RepollShortcuts`), then a refusal's `retry-after`, the type and
 * length. A class, not closures: one is made for every re-poll of a crowd.
 */
export class ResponseAnswers implements SubscribeAnswers {
  constructor(
    readonly response: ServerResponse,
    private readonly headers: OutgoingHttpHeaders,
    readonly log: FastifyBaseLogger,
  ) {}

  json(bytes: Buffer): void {
    writeJson(this.response, 200, this.headers, bytes);
  }

  refuse(error: ProtocolError): void {
    if (this.response.headersSent) return;
    const retryAfter = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
    writeJson(this.response, error.status, { ...this.headers, ...retryAfter }, JSON.stringify(error.body));
  }
}
