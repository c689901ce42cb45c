import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { serverMessages } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits per client IP and per account (a body field), for anything that can be guessed. */
    guessLimits(accountField: string, perMinute?: number): preHandlerAsyncHookHandler[];
    /** The per-IP half of `guessLimits`, for a route that counts per account itself (login). */
    ipLimit(perMinute?: number): preHandlerAsyncHookHandler;
  }
}

type LimiterFactory = (options: RateLimitOptions) => preHandlerAsyncHookHandler;

/**
 * @fastify/rate-limit runs at most one of its limiters per request, so each kind of limit gets
 * a registration of its own (an encapsulated scope) and both run.
 */
async function limiterFactory(app: FastifyInstance, nameSpace: string, redis: Redis | undefined): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      redis,
      nameSpace,
      errorResponseBuilder: () => new AppError(429, 'too_many_requests', serverMessages.tooManyRequests),
    });
    factory = (options) => scope.rateLimit(options) as preHandlerAsyncHookHandler;
  });
  return factory!;
}

/** Counters live in Redis when several nodes run, so a limit holds across all of them. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis; perMinute: number; prefix: string }) => {
  const perIp = await limiterFactory(app, `${options.prefix}-rl-ip-`, options.redis);
  const perAccount = await limiterFactory(app, `${options.prefix}-rl-account-`, options.redis);
  const ipLimit = (perMinute = options.perMinute) =>
    perIp({ max: perMinute * 3, timeWindow: 60_000, keyGenerator: (request) => `${request.routeOptions.url}:${request.ip}` });
  app.decorate('ipLimit', ipLimit);
  app.decorate('guessLimits', (accountField: string, perMinute = options.perMinute) => {
    const accountOf = (request: FastifyRequest) =>
      String((request.body as Record<string, unknown> | undefined)?.[accountField] ?? '').toLowerCase();
    return [
      ipLimit(perMinute),
      perAccount({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `${request.routeOptions.url}:${accountOf(request)}` }),
    ];
  });
});
