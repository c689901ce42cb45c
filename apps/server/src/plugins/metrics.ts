import type { RealtimeStats } from '@meshwork/realtime-server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../http/errors.js';
import type { JobQueue } from '../jobs/queue.js';

export interface MetricsOptions {
  /** `METRICS_TOKEN`: the bearer token Prometheus sends; without it there is no endpoint. */
  token?: string;
  realtime: () => RealtimeStats;
  jobs: JobQueue;
}

/** Whether the request's bearer token is the configured one, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return header?.startsWith('Bearer ') === true && timingSafeEqual(digest(header.slice(7)), digest(token));
}

/**
 * This node's figures in the Prometheus text format at `GET /metrics` (docs/operations.md,
 * "Metrics"): requests by route template (never by URL, which may carry a secret), the realtime
 * subscribers and deliveries, the job queue, and Node's own. Each node answers for itself; a
 * scaled run scrapes every node.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'meshwork_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'meshwork_realtime_held_subscribes',
    help: 'Realtime subscribe requests held open on this node: its connected clients',
    registers,
    collect() {
      this.set(options.realtime().heldSubscribes);
    },
  });
  let deliveredBefore = 0;
  new Counter({
    name: 'meshwork_realtime_delivered_messages_total',
    help: 'Realtime messages handed to subscribers by this node, one per subscriber',
    registers,
    collect() {
      const { deliveredMessages } = options.realtime();
      this.inc(deliveredMessages - deliveredBefore);
      deliveredBefore = deliveredMessages;
    },
  });
  new Gauge({
    name: 'meshwork_jobs',
    help: 'Jobs in the queue (shared by every node): waiting (due, not taken), scheduled (due later), running',
    labelNames: ['state'],
    registers,
    async collect() {
      for (const [state, count] of Object.entries(await options.jobs.depth())) this.set({ state }, count);
    },
  });

  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    if (!options.token || !bearerMatches(request.headers.authorization, options.token)) throw notFound('not_found', 'Not found');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
