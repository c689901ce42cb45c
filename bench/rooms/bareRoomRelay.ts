import { createServer, type ServerResponse } from 'node:http';

/**
 * The floor of the rooms benchmark: bench/realtime's bare relay (no framework, storage or access
 * checks) with signals and the last 100 messages of each channel, as the server keeps them. A
 * room's receiver re-polls hundreds of times a second; without that memory every pose that arrives
 * between two of its polls would be dropped, and the floor would not do the same work as the server.
 */
const held = new Map<string, ServerResponse[]>();
const recent = new Map<string, Array<{ timetoken: bigint; envelope: string }>>();
const recentPerChannel = 100;
let timetoken = 17_000_000_000_000_000n;

function sendJson(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const answerOf = (cursor: bigint, envelopes: string[]) => `{"t":{"t":"${cursor}","r":1},"m":[${envelopes.join(',')}]}`;

function publish(channel: string, uuid: string, payload: string, messageType: number): void {
  timetoken += 1n;
  const type = messageType ? `"e":${messageType},` : '';
  const envelope = `{"a":"1","f":0,${type}"i":"${uuid}","p":{"t":"${timetoken}","r":1},"k":"sub","c":"${channel}","b":"${channel}","d":${payload}}`;
  let messages = recent.get(channel);
  if (!messages) recent.set(channel, (messages = []));
  if (messages.push({ timetoken, envelope }) > recentPerChannel) messages.shift();
  for (const subscriber of held.get(channel) ?? []) sendJson(subscriber, answerOf(timetoken, [envelope]));
  held.delete(channel);
}

const server = createServer((request, response) => {
  const [pathname = '', query = ''] = (request.url ?? '').split('?');
  const parts = pathname.split('/');
  const uuid = /(?:^|&)uuid=([^&]*)/.exec(query)?.[1] ?? '';
  const cursor = /(?:^|&)tt=(\d+)/.exec(query)?.[1];
  if (parts[1] === 'signal' || parts[1] === 'publish') {
    publish(
      decodeURIComponent(parts[5] ?? ''),
      decodeURIComponent(uuid),
      decodeURIComponent(parts[7] ?? 'null'),
      parts[1] === 'signal' ? 1 : 0,
    );
    sendJson(response, `[1,"Sent","${timetoken}"]`);
  } else if (parts[2] === 'subscribe' && cursor) {
    const channel = decodeURIComponent(parts[4] ?? '');
    const since = BigInt(cursor);
    const missed = (recent.get(channel) ?? []).filter((message) => message.timetoken > since);
    if (missed.length)
      return sendJson(
        response,
        answerOf(
          missed.at(-1)!.timetoken,
          missed.map((message) => message.envelope),
        ),
      );
    const waiting = held.get(channel);
    if (waiting) waiting.push(response);
    else held.set(channel, [response]);
  } else if (parts[2] === 'subscribe') {
    sendJson(response, answerOf(timetoken, []));
  } else {
    sendJson(response, `[${timetoken}]`);
  }
});
server.keepAliveTimeout = 600_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
