import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The classic error body (protocol §1.6): publish, subscribe, presence, history, channel groups, push. */
interface ClassicErrorBody {
  status: number;
  error: true;
  message: string;
  service: string;
  /** What was refused, e.g. `{ channels: [...] }` or `{ 'channel-groups': [...] }`. */
  payload?: Record<string, unknown>;
}

export interface ErrorDetail {
  message: string;
  location: string;
  locationType: 'path' | 'query' | 'body' | 'header';
}

/** The newer error body (protocol §1.6): objects, files, message actions, access manager v3. */
export interface NewerErrorBody {
  status: number;
  error: { message: string; source: string; details?: ErrorDetail[] };
}

/** A protocol failure: the handler answers `status` with `body` as JSON. Throw it from any route of the service. */
export class ProtocolError extends Error {
  /** Seconds a refused caller should wait (a 429's `Retry-After`). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `protocol error ${status}`);
    this.name = 'ProtocolError';
  }
}

export function classicError(status: number, message: string, service: string, payload?: Record<string, unknown>): ProtocolError {
  const body: ClassicErrorBody = { status, error: true, message, service, ...(payload ? { payload } : {}) };
  return new ProtocolError(status, body);
}

export function newerError(status: number, message: string, source: string, details?: ErrorDetail[]): ProtocolError {
  const body: NewerErrorBody = { status, error: { message, source, ...(details ? { details } : {}) } };
  return new ProtocolError(status, body);
}

/** The 403 of a request naming channels, groups or uuids its caller may not use. */
export function forbidden(refused: { channels?: string[]; groups?: string[]; uuids?: string[] } = {}): ProtocolError {
  const payload: Record<string, unknown> = {};
  if (refused.channels?.length) payload.channels = refused.channels;
  if (refused.groups?.length) payload['channel-groups'] = refused.groups;
  if (refused.uuids?.length) payload.uuids = refused.uuids;
  return classicError(403, 'Forbidden', 'Access Manager', Object.keys(payload).length ? payload : undefined);
}

/** A classic 400, the usual answer to a malformed parameter. */
export function badRequest(message: string, service: string): ProtocolError {
  return classicError(400, message, service);
}

export function sendProtocolError(reply: FastifyReply, error: ProtocolError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).type('application/json; charset=utf-8').send(error.body);
}

/**
 * The error handler of every realtime route: protocol errors leave as they are; Fastify's own
 * client errors (bad body, too large) get the classic body with their status; anything else is a
 * 500 that tells nothing of our internals.
 */
export function protocolErrorHandler(error: FastifyError | ProtocolError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ProtocolError) return sendProtocolError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 413 ? 'Message Too Large' : status === 415 ? 'Unsupported Media Type' : 'Invalid Arguments';
    return sendProtocolError(reply, classicError(status, message, 'Realtime'));
  }
  request.log.error({ err: error }, 'realtime request failed');
  return sendProtocolError(reply, classicError(500, 'Internal Server Error', 'Realtime'));
}
