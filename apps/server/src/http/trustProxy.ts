import { isIP } from 'node:net';
import { z } from 'zod';

/** Address groups that Fastify's `trustProxy` (proxy-addr) knows by name. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named group. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export type TrustProxy = false | string[];

/**
 * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client, as addresses, CIDR ranges
 * or named groups, comma-separated. Off by default, because a client that reaches the server
 * directly could otherwise write any address it likes and slip past every per-address limit.
 * `true` (everyone) is refused for that reason, and so is a hop count: it cannot tell a proxy from
 * a client writing the header itself, so Fastify 5 trusts no one when given a number.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'name the proxies (addresses or CIDR ranges): trusting every client or a hop count lets anyone choose its address',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });
