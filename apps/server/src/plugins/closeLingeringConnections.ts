import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const sweepIntervalMs = 50;

/**
 * On close, Node ends the keep-alive connections that are idle at that moment and waits for the
 * others. A connection whose last answer was a stream (a file download) can turn idle just after
 * that moment, and would then hold the close for the whole keep-alive timeout (72 s). So until the
 * server has closed, each connection is ended as soon as it turns idle; a request still running
 * keeps its connection until its answer is sent.
 */
export const closeLingeringConnections = fp(async (app: FastifyInstance) => {
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), sweepIntervalMs);
    app.server.once('close', () => clearInterval(sweep));
  });
});
