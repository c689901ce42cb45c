import Fastify, { type FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLingeringConnections } from './closeLingeringConnections.js';

const body = 'a picture';

/** A server whose answer stream ends a moment after its last byte, as a file's stream finds its end only on the next read. */
async function serverWithSlowEndingStreams(options: { closeLingering: boolean }): Promise<FastifyInstance> {
  const app = Fastify();
  if (options.closeLingering) await app.register(closeLingeringConnections);
  app.get('/file', async (_request, reply) => {
    const stream = new Readable({ read() {} });
    stream.push(body);
    setTimeout(() => stream.push(null), 300);
    return reply.header('content-length', body.length).send(stream);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(() => app?.server.closeAllConnections());

/** Downloads the file (the client has every byte before the server's stream has ended), then closes at once. */
async function closeRightAfterADownload(server: FastifyInstance): Promise<string> {
  const { port } = server.server.address() as { port: number };
  expect(await (await fetch(`http://127.0.0.1:${port}/file`)).text()).toBe(body);
  const closed = server.close().then(() => 'closed');
  // Far below the keep-alive timeout (72 s) that a lingering connection would hold the close for.
  const keptOpen = new Promise((resolve) => setTimeout(resolve, 3_000, 'kept open by an idle connection'));
  return (await Promise.race([closed, keptOpen])) as string;
}

describe('closing the server', () => {
  it('ends a keep-alive connection that turns idle after the close began', async () => {
    app = await serverWithSlowEndingStreams({ closeLingering: true });
    expect(await closeRightAfterADownload(app)).toBe('closed');
  });

  it('would otherwise wait for it: the case the plugin is for', async () => {
    app = await serverWithSlowEndingStreams({ closeLingering: false });
    expect(await closeRightAfterADownload(app)).toBe('kept open by an idle connection');
  });
});
