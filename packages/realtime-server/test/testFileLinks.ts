import { randomUUID } from 'node:crypto';
import type { RealtimeFileLinks } from '../src/index.js';

/**
 * A host's signed file links, kept in memory: each link is a random signature that opens the one
 * path it was made for, until the test lets it expire.
 */
export class TestFileLinks implements RealtimeFileLinks {
  private readonly issued = new Map<string, { path: string; expired: boolean }>();

  sign(path: string): string {
    const signature = randomUUID();
    this.issued.set(signature, { path, expired: false });
    return `${path}?${new URLSearchParams({ expires: '0', signature })}`;
  }

  verify(path: string, query: Record<string, unknown>): 'valid' | 'expired' | 'invalid' {
    const link = typeof query.signature === 'string' ? this.issued.get(query.signature) : undefined;
    if (link?.path !== path) return 'invalid';
    return link.expired ? 'expired' : 'valid';
  }

  /** Every link made so far has expired. */
  expireAll(): void {
    for (const link of this.issued.values()) link.expired = true;
  }
}
