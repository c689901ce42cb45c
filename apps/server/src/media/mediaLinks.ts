import { createHmac, timingSafeEqual } from 'node:crypto';

const hourMs = 60 * 60 * 1000;

/**
 * A link lives at least `minimumMs` and ends on a full hour: the same object gets the same link
 * for an hour, so pages that ask again within it show what the browser has cached.
 */
const lifetime = { minimumMs: 2 * hourMs, endsOnMultipleOfMs: hourMs };

/** What a request's query says of the link it carries. */
export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Capability links to restricted media (docs/decisions.md, "Signed media links"): a path with
 * `expires` (Unix seconds) and `signature` (HMAC-SHA256 of the path and the expiry, base64url).
 * The link opens that one path until it expires, for whoever holds it; the server hands it out
 * only to members who may see the object, and it grants nothing else.
 */
export class MediaLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** `path` with the query that opens it; `query` joins it unsigned (a version that names the file for caches). */
  sign(path: string, query: Record<string, string> = {}): string {
    const { minimumMs, endsOnMultipleOfMs } = lifetime;
    const expiresMs = Math.ceil((this.now() + minimumMs) / endsOnMultipleOfMs) * endsOnMultipleOfMs;
    const expires = String(expiresMs / 1000);
    return `${path}?${new URLSearchParams({ ...query, expires, signature: this.signatureOf(path, expires) })}`;
  }

  /** Whether a request's query carries a link at all (a session's requests carry none). */
  static carriedBy(query: unknown): boolean {
    return typeof query === 'object' && query !== null && 'signature' in query;
  }

  /** Whether the query's link signs exactly `path` (as the request spells it) and has not expired. */
  verify(path: string, query: Record<string, unknown>): LinkCheck {
    const { expires, signature } = query;
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
    const expected = Buffer.from(this.signatureOf(path, expires));
    const presented = Buffer.from(signature);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'invalid';
    return Number(expires) * 1000 > this.now() ? 'valid' : 'expired';
  }

  private signatureOf(path: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest('base64url');
  }
}
