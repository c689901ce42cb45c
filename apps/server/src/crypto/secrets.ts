import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a fast hash is enough to keep them useless if the table leaks. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
