import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';
import { serializeError } from './errorSerializer.js';
import { logLines } from './logLines.js';
import { secretNames, type SecretPaths } from './secretPaths.js';

/** A parameter name as the query parser reads it: `+` is a space, `%74oken` is `token`. */
function decodedName(rawName: string): string {
  const name = rawName.replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Replaces the value of every secret query parameter, judged by its decoded name: the server
 * decodes `?%74oken=` to `token` and accepts it, so the log must redact it too. The path is cut
 * where a route's secret parameter starts (`SecretPaths`).
 */
export function redactUrl(url: string, secretPaths?: SecretPaths): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return secretPaths?.redact(url) ?? url;
  const path = url.slice(0, queryStart);
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const [rawName = ''] = parameter.split('=', 1);
      return secretNames.has(decodedName(rawName).toLowerCase()) ? `${rawName}=[REDACTED]` : parameter;
    });
  return `${secretPaths?.redact(path) ?? path}?${parameters.join('&')}`;
}

/** JSON lines for operators and their tools; `lines`, one short line a request, for a person at a terminal. */
export type LogFormat = 'json' | 'lines';

/**
 * The `lines` form's request log: one entry when the answer is sent, naming the request, instead of
 * Fastify's two (on arrival, then on answer with the request id only) and its "not found" entry
 * (the answer's 404 says it). Errors stay as they are.
 */
class AnsweredRequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/** Fastify's log options; `secretPaths` learns the routes whose path carries a secret (its `learn` is an `onRoute` hook). */
export function loggingOptions(
  level: string,
  format: LogFormat,
  stream?: Writable,
  secretPaths?: SecretPaths,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const destination = format === 'lines' ? logLines(stream ?? process.stdout) : stream;
  return {
    logger: {
      level,
      ...(destination ? { stream: destination } : {}),
      redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'token', '*.token'], censor: '[REDACTED]' },
      serializers: {
        req: (request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
          method: request.method,
          url: redactUrl(request.url, secretPaths),
          remoteAddress: request.ip,
        }),
        err: serializeError,
      },
    },
    ...(format === 'lines' ? { logController: new AnsweredRequestLog() } : {}),
  };
}
