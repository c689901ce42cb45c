import type { RouteOptions } from 'fastify';

/**
 * Names that carry a secret, as a query parameter or as a path parameter (`/calendar/:token.ics`):
 * the session token, the realtime `auth` and `signature`, and a shared file's upload credential
 * (`policy`, a form field, should a client put it in the query).
 */
export const secretNames = new Set(['token', 'auth', 'signature', 'policy']);

const redacted = '[REDACTED]';

/** A path as a router could read it: decoded, any case, `\` as `/`, empty and dot segments resolved. */
function segmentsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compared as written.
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments;
}

/**
 * The routes whose path carries a secret, learnt from their patterns as they are added (a path
 * parameter with a secret name): the log shows such a path up to that parameter, then
 * `[REDACTED]`. Any path that starts like one is cut the same way, whether a route answers it or
 * not, however it is spelt: a 404 of `/api/calendar/<token>.ics/x` logs no token either.
 */
export class SecretPaths {
  /** The segments before the secret parameter of each such route, lowercase; `undefined` for a parameter, which any segment fills. */
  private readonly prefixes: Array<Array<string | undefined>> = [];

  /** The `onRoute` hook that learns the routes. */
  readonly learn = (route: RouteOptions): void => {
    const segments = route.url.split('/').filter(Boolean);
    const secretAt = segments.findIndex((segment) => [...segment.matchAll(/:(\w+)/g)].some(([, name]) => secretNames.has(name!)));
    if (secretAt === -1) return;
    const prefix = segments.slice(0, secretAt).map((segment) => (/[:*]/.test(segment) ? undefined : segment.toLowerCase()));
    if (!this.prefixes.some((known) => known.join('/') === prefix.join('/'))) this.prefixes.push(prefix);
  };

  /** The path as the log may show it. */
  redact(path: string): string {
    const segments = segmentsOf(path);
    const prefix = this.prefixes.find(
      (known) => segments.length > known.length && known.every((segment, index) => segment === undefined || segments[index] === segment),
    );
    return prefix ? `/${[...segments.slice(0, prefix.length), redacted].join('/')}` : path;
  }
}
