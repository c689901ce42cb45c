import type { FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';
import { serializeError } from './errorSerializer.js';

/** Query parameters that carry a secret: the session token, and the realtime `auth` and `signature`. */
const secretParameters = new Set(['token', 'auth', 'signature']);

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
 * decodes `?%74oken=` to `token` and accepts it, so the log must redact it too.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const [rawName = ''] = parameter.split('=', 1);
      return secretParameters.has(decodedName(rawName).toLowerCase()) ? `${rawName}=[REDACTED]` : parameter;
    });
  return `${url.slice(0, queryStart + 1)}${parameters.join('&')}`;
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
      err: serializeError,
    },
  };
}
