import type { FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';

/** Replaces the value of every `token` query parameter (and the realtime `auth` and `signature`), so no log line carries a session. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|auth|signature)=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'token', '*.token'], censor: '[REDACTED]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
