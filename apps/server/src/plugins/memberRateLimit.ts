import rateLimit from '@fastify/rate-limit';
import { serverMessages } from '@meshwork/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors.js';

export interface MemberRateLimitOptions {
  redis?: Redis;
  prefix: string;
  perMinute: number;
}

/**
 * A limit per member and route, for calls that check a secret behind a session (password,
 * security code) and so carry no account field for the IP-and-account limits to key on.
 */
export async function memberRateLimit(scope: FastifyInstance, options: MemberRateLimitOptions): Promise<preHandlerAsyncHookHandler> {
  await scope.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: `${options.prefix}-rl-member-`,
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', serverMessages.tooManyRequests),
  });
  return scope.rateLimit({
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.routeOptions.url}:${request.session?.memberId}`,
  }) as preHandlerAsyncHookHandler;
}
