import { messages, authCopy, type MemberRole } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authorize, type Policy } from '../http/authorize.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { MediaLinks } from '../media/mediaLinks.js';

/**
 * Who may call a route: `public` needs no session; `member` (the default) a full one. A session
 * still waiting for its two-factor code, of a deactivated account or of a suspended one, reaches
 * only the routes that list it in `allow`. A route of media (`signedLink`) also opens to a signed link of its path.
 */
export interface RouteAccess {
  public?: boolean;
  allow?: Array<'pendingTwoFa' | 'deactivated' | 'suspended'>;
  signedLink?: boolean;
}

/** The session a request's token opened, as routes see it. */
export interface ResolvedSession {
  sessionId: string;
  memberId: string;
  pendingTwoFa: boolean;
  /** The member asked for deactivation or deletion: the session only reaches the account pages. */
  deactivated: boolean;
  /** A moderator suspended the member: the session only reaches the appeal and logout. */
  suspended: boolean;
  role: MemberRole;
}

export type SessionLookup = { kind: 'valid'; session: ResolvedSession } | { kind: 'expired' } | { kind: 'unknown' };

/** Finds the session of a token: the auth module's session store. */
export interface SessionResolver {
  lookup(token: string): Promise<SessionLookup>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
    /** A signed link of the request's path opened it, with no session (routes with `signedLink` only). */
    signedLink: boolean;
  }
}

/** The token travels as `?token=` (the specification) or as a Bearer header. */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** Returns the member of the request, for handlers of member routes. */
export function memberOf(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw unauthorized('missing_token', authCopy.missingToken);
  return request.session;
}

/**
 * Authorises a route that signed links open: a member's request asks the policy now, while a
 * link's was asked when the link was handed out, to a member the same policy let see the object.
 */
export async function authorizeReader<Target>(request: FastifyRequest, policy: Policy<Target>, target: Target): Promise<void> {
  if (!request.signedLink) await authorize(policy, memberOf(request).memberId, target);
}

/** Lets a request without a session through when its query is a live signed link of exactly its path. */
function openByLink(request: FastifyRequest, links: Pick<MediaLinks, 'verify'>): boolean {
  if (tokenOf(request) || !MediaLinks.carriedBy(request.query)) return false;
  const check = links.verify(request.url.split('?', 1)[0]!, request.query as Record<string, unknown>);
  if (check === 'expired') throw forbidden('link_expired', authCopy.expiredMediaLink);
  if (check === 'invalid') throw forbidden('invalid_link', authCopy.invalidMediaLink);
  return true;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionResolver; links: Pick<MediaLinks, 'verify'> }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('signedLink', false);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access?.public || request.is404 || !request.url.startsWith('/api/')) return;
    if (access?.signedLink && openByLink(request, options.links)) {
      request.signedLink = true;
      return;
    }
    const token = tokenOf(request);
    if (!token) throw unauthorized('missing_token', authCopy.missingToken);
    const found = await options.sessions.lookup(token);
    if (found.kind === 'expired') throw unauthorized('token_expired', messages.tokenExpired);
    if (found.kind === 'unknown') throw unauthorized('invalid_token', authCopy.invalidToken);
    const { session } = found;
    if (session.pendingTwoFa && !access?.allow?.includes('pendingTwoFa'))
      throw forbidden('two_factor_required', authCopy.twoFactorRequired);
    if (session.deactivated && !access?.allow?.includes('deactivated')) throw forbidden('account_deactivated', authCopy.sessionDeactivated);
    if (session.suspended && !access?.allow?.includes('suspended')) throw forbidden('account_suspended', authCopy.sessionSuspended);
    request.session = session;
  });
});
