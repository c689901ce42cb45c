import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The upload request carries no `auth` (protocol §11.1), so the URL we hand out comes with a
 * short-lived credential of its own, in the `policy` form field. Only its hash is stored.
 */
export function newUploadCredential(): { credential: string; hash: string } {
  const credential = randomBytes(32).toString('base64url');
  return { credential, hash: hashOf(credential) };
}

export function credentialMatches(presented: string | undefined, storedHash: string): boolean {
  if (!presented) return false;
  const presentedHash = Buffer.from(hashOf(presented), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return presentedHash.length === expected.length && timingSafeEqual(presentedHash, expected);
}

function hashOf(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}
