import type { FastifyRequest } from 'fastify';

/** Who opened a session, as the member's sessions list shows it. */
export interface SessionClient {
  userAgent: string | null;
  address: string | null;
}

// A User-Agent may be as long as the header limit allows; a longer one names no browser better.
const userAgentMaxLength = 512;

export function clientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, userAgentMaxLength) : null, address: request.ip || null };
}
