import { errorsCopy } from '@meshwork/contracts';
import { KeyedLimit, type LimitStore } from '@meshwork/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RetryLater } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits per client IP and per account (a body field), for anything that can be guessed. */
    guessLimits(accountField: string): preHandlerAsyncHookHandler[];
    /** The per-IP half of `guessLimits`, for a route that counts per account itself (login). */
    ipLimit(): preHandlerAsyncHookHandler;
    /**
     * A limit per member and route, for calls that check a secret behind a session (password,
     * security code) and so carry no account field to key on, or with a budget of its own for a costly
     * or flooding call (saves, posts).
     */
    memberLimit(perMinute?: number): preHandlerAsyncHookHandler;
  }
}

const minuteSeconds = 60;

const fieldOf = (source: unknown, field: string) => (source as Record<string, unknown> | undefined)?.[field];

/** A route's guard: counts the call under its route and key; past the budget, the 429 of every limit. */
function guarded(limit: KeyedLimit, keyOf: (request: FastifyRequest) => string): preHandlerAsyncHookHandler {
  return async (request) => {
    const answer = await limit.take(`${request.routeOptions.url}:${keyOf(request)}`);
    if (!answer.allowed) throw new RetryLater('too_many_requests', errorsCopy.tooManyRequests, Math.ceil(answer.retryAfterMs / 1000));
  };
}

/**
 * The per-route limits of the product, on the one keyed limit shared with the login failures and
 * the realtime service (`@meshwork/rate-limit`). Counters live in Redis when several nodes run, so
 * a limit holds across all of them.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis; perMinute: number; prefix: string }) => {
  const store: LimitStore = { redis: options.redis, prefix: options.prefix };
  const perMinute = (name: string, points: number) => KeyedLimit.create(store, name, { points, seconds: minuteSeconds });
  const perIp = perMinute('rl-ip', options.perMinute * 3);
  const perAccount = perMinute('rl-account', options.perMinute);
  const perMember = perMinute('rl-member', options.perMinute);

  const ipLimit = () => guarded(perIp, (request) => request.ip);
  app.decorate('ipLimit', ipLimit);
  app.decorate('guessLimits', (accountField: string) => [
    ipLimit(),
    guarded(perAccount, (request) => String(fieldOf(request.body, accountField) ?? '').toLowerCase()),
  ]);
  app.decorate('memberLimit', (points?: number) =>
    guarded(points === undefined ? perMember : perMinute(`rl-member-${points}`, points), (request) => String(request.session?.memberId)),
  );
});
