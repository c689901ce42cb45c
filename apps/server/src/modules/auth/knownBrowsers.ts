import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { excluded } from '../../db/qualified.js';
import { knownBrowsers } from '../../db/schema/auth.js';
import { hashToken, newToken } from '../../crypto/secrets.js';

const cookieName = 'meshwork_browser';
const lifetimeDays = 365;
const lifetimeMs = lifetimeDays * 24 * 60 * 60 * 1000;
// The shape of `newToken()`: anything else in the cookie is no browser token of ours.
const tokenPattern = /^[\w-]{43}$/;
// A script that logs in without keeping cookies adds a browser each time: only the newest count.
const browsersPerMember = 20;

/**
 * The browsers each member has logged in from, known by a random token in a long-lived cookie
 * (stored hashed, like session tokens). Past the login failure cap they still log in with the
 * password alone; other browsers also need a mailed code.
 */
export class KnownBrowserStore {
  constructor(private readonly db: Db) {}

  async isKnown(memberId: string, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const [row] = await this.db
      .select({ memberId: knownBrowsers.memberId })
      .from(knownBrowsers)
      .where(and(eq(knownBrowsers.memberId, memberId), eq(knownBrowsers.tokenHash, hashToken(token))));
    return row !== undefined;
  }

  /** Records a login from this browser; answers the browser's token, a new one when it had none. */
  async remember(memberId: string, token = newToken(), now = new Date()): Promise<string> {
    await this.db
      .insert(knownBrowsers)
      .values({ memberId, tokenHash: hashToken(token), createdAt: now, lastLoginAt: now })
      .onConflictDoUpdate({
        target: [knownBrowsers.memberId, knownBrowsers.tokenHash],
        set: { lastLoginAt: excluded(knownBrowsers.lastLoginAt) },
      });
    const newest = this.db
      .select({ tokenHash: knownBrowsers.tokenHash })
      .from(knownBrowsers)
      .where(eq(knownBrowsers.memberId, memberId))
      .orderBy(desc(knownBrowsers.lastLoginAt))
      .limit(browsersPerMember);
    await this.db.delete(knownBrowsers).where(and(eq(knownBrowsers.memberId, memberId), notInArray(knownBrowsers.tokenHash, newest)));
    return token;
  }

  /** Browsers whose cookie has run out (no login for a year) are known no more. */
  async forgetUnusedBefore(cutoff: Date): Promise<number> {
    const forgotten = await this.db
      .delete(knownBrowsers)
      .where(lt(knownBrowsers.lastLoginAt, cutoff))
      .returning({ memberId: knownBrowsers.memberId });
    return forgotten.length;
  }
}

/** A year after the last login from it, a browser is unknown again. */
export const knownBrowserCutoff = (now = new Date()) => new Date(now.getTime() - lifetimeMs);

/** The browser's token from its cookie, if it holds one of ours. */
export function browserTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[cookieName];
  return token && tokenPattern.test(token) ? token : undefined;
}

/**
 * The cookie goes only to the login calls (`/api/auth`), never to script (HttpOnly) and never
 * with a request started by another site.
 */
export function setBrowserCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(cookieName, token, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure, maxAge: lifetimeMs / 1000 });
}
