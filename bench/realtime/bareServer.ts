import { createServer } from 'node:http';

/** The baseline: a bare Node HTTP server answering a small JSON body, as fast as Node goes. */
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"t":{"t":"17000000000000000","r":1},"m":[]}');
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
