import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteFetchError } from './remoteFetchError.js';

/** A real HTTP server on a loopback address for tests, which remembers who reached it. */
export interface LoopbackServer {
  /** `http://host:port`, without a trailing slash. */
  origin: string;
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: () => number;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

export async function startLoopbackServer(handler: RequestListener, host = '127.0.0.1'): Promise<LoopbackServer> {
  const requests: LoopbackServer['requests'] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    connections: () => connections,
    requests,
    close: () => {
      // A handler that never answers leaves its socket open; close it with the server.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The refusal a remote fetch ends with: any other end (an answer, another error) fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<RemoteFetchError> {
  try {
    await promise;
  } catch (caught) {
    if (caught instanceof RemoteFetchError) return caught;
    throw caught;
  }
  throw new Error('the fetch was expected to be refused, and it succeeded');
}
