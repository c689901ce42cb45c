import type { KeyedLimit } from '@meshwork/rate-limit';
import type { DomainPolicies } from './domainPolicies.js';

// The key's URL as the signature headers name it: draft-cavage's `keyId="…"`, RFC 9421's `keyid="…"`.
const cavageKeyId = /keyId="([^"]{1,2048})"/;
const rfc9421KeyId = /keyid="([^"]{1,2048})"/;

/** The host of the key a delivery says it is signed with, before anything checks the signature. */
export function signingHostOf(headers: Headers): string | undefined {
  const keyId = cavageKeyId.exec(headers.get('signature') ?? '')?.[1] ?? rfc9421KeyId.exec(headers.get('signature-input') ?? '')?.[1];
  if (!keyId) return undefined;
  try {
    return new URL(keyId).host.toLowerCase();
  } catch {
    return undefined;
  }
}

const textAnswer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * What stands before the inboxes: a suspended server's deliveries are refused unread (403), and a
 * server past its budget of deliveries a minute waits (429 with `Retry-After`). Only deliveries whose
 * signature held count against the budget, so nobody can spend another server's budget by naming
 * its key.
 */
export class InboxGate {
  constructor(
    private readonly policies: DomainPolicies,
    private readonly perDomain: KeyedLimit,
  ) {}

  /** The refusal of a delivery from this host, or `undefined` to let it through. */
  async refusal(host: string): Promise<Response | undefined> {
    if (await this.policies.isSuspended(host)) return textAnswer(403, 'This server is suspended here');
    const budget = await this.perDomain.peek(host);
    if (budget.allowed) return undefined;
    return textAnswer(429, 'Too many deliveries: try again later', { 'retry-after': String(Math.ceil(budget.retryAfterMs / 1000)) });
  }

  /** Counts a delivery the inbox took (its signature held). */
  async took(host: string): Promise<void> {
    await this.perDomain.take(host);
  }
}
