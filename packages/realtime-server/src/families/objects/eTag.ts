import { createHash } from 'node:crypto';

/** The version tag of an object: a hash of its content, so equal content has an equal tag. */
export function eTagOf(content: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
}

/** `If-Match` (not sent by the SDK, honoured for other clients): absent, `*` or the current tag passes. */
export function preconditionHolds(ifMatch: string | undefined, current: { eTag: string } | undefined): boolean {
  if (ifMatch === undefined) return true;
  if (ifMatch.trim() === '*') return current !== undefined;
  return current !== undefined && ifMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '') === current.eTag);
}
