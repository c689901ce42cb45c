import { connect } from 'node:net';

/**
 * One GET on a connection of its own, answered as the bytes that came back: status line, headers
 * in the order written (the date's value masked, it moves) and body, to compare two answers byte for byte.
 */
export function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(received.toString())?.[1];
      if (headEnd < 0 || length === undefined || received.length < headEnd + 4 + Number(length)) return;
      socket.destroy();
      resolve(received.toString().replace(/\r\ndate: [^\r]*/i, '\r\ndate: <date>'));
    });
    socket.on('error', reject);
    // Once answered the socket is destroyed here: a close before that is a connection the server dropped.
    socket.on('close', () => reject(new Error('the connection closed before a whole answer came back')));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headerLines.join('')}Connection: keep-alive\r\n\r\n`);
  });
}

export const rawStatusOf = (answer: string): number => Number(answer.slice(9, 12));

export const rawBodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
