import { createServer, type ServerResponse } from 'node:http';

/**
 * The floor for load (a): a bare Node long-poll relay with no framework, no storage and no access
 * checks. A subscribe with a cursor is held on its channel; a publish answers the held requests of
 * its channel with the message, then the publisher. It speaks just enough of the protocol for the
 * benchmark's own clients.
 */
const held = new Map<string, ServerResponse[]>();
let timetoken = 17_000_000_000_000_000n;

function sendJson(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const server = createServer((request, response) => {
  const [pathname = '', query = ''] = (request.url ?? '').split('?');
  const parts = pathname.split('/');
  if (parts[1] === 'publish') {
    const channel = decodeURIComponent(parts[5] ?? '');
    timetoken += 1n;
    const envelope = `{"a":"1","f":0,"i":"publisher","p":{"t":"${timetoken}","r":1},"c":"${channel}","b":"${channel}","d":${decodeURIComponent(parts[7] ?? 'null')}}`;
    for (const subscriber of held.get(channel) ?? []) sendJson(subscriber, `{"t":{"t":"${timetoken}","r":1},"m":[${envelope}]}`);
    held.delete(channel);
    sendJson(response, `[1,"Sent","${timetoken}"]`);
  } else if (parts[2] === 'subscribe' && /(^|&)tt=/.test(query)) {
    const channel = decodeURIComponent(parts[4] ?? '');
    const waiting = held.get(channel);
    if (waiting) waiting.push(response);
    else held.set(channel, [response]);
  } else {
    sendJson(response, `{"t":{"t":"${timetoken}","r":1},"m":[]}`);
  }
});
server.keepAliveTimeout = 600_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
