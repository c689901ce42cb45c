import type { FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';
import { serializeError } from './errorSerializer.js';
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

/** The log's options; `secretPaths` learns the routes whose path carries a secret (its `learn` is an `onRoute` hook). */
export function loggerOptions(level: string, stream?: Writable, secretPaths?: SecretPaths): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'token', '*.token'], censor: '[REDACTED]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: request.method,
        url: redactUrl(request.url, secretPaths),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
