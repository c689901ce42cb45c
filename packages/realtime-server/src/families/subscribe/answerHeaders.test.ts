import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { runPrefix } from '../../../test/runPrefix.js';

const { publishKey: pub, subscribeKey: sub } = testKeys;

interface RawAnswer {
  status: number;
  /** Header names and values in the order written, the date's value left out (it moves). */
  headers: string[];
  body: string;
}

function rawGet(baseUrl: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}${path}`, { headers: { origin: 'https://elsewhere.example' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const headers = answer.rawHeaders.map((value, index) =>
          answer.rawHeaders[index - 1]?.toLowerCase() === 'date' ? '<date>' : value,
        );
        resolve({ status: answer.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The headers of an answer with its length taken out, to compare answers of different bodies. */
const withoutLength = (headers: string[]) => headers.map((value, index) => (headers[index - 1] === 'content-length' ? '<length>' : value));

describe('subscribe answers written straight to the socket', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer({ openAccess: true });
  });
  afterAll(() => t.close());

  it('carry the same status and headers, in the same order, as any other protocol answer', async () => {
    const channel = `${runPrefix}-raw-headers`;
    const reference = await rawGet(t.baseUrl, '/time/0');
    expect(reference.headers).toContain('access-control-allow-origin');

    const handshake = await rawGet(t.baseUrl, `/v2/subscribe/${sub}/${channel}/0?uuid=raw-1&tt=0`);
    expect(handshake.status).toBe(200);
    expect(withoutLength(handshake.headers)).toEqual(withoutLength(reference.headers));
    expect(handshake.headers[handshake.headers.indexOf('content-length') + 1]).toBe(String(Buffer.byteLength(handshake.body)));
    const cursor = (JSON.parse(handshake.body) as { t: { t: string } }).t.t;

    const held = rawGet(t.baseUrl, `/v2/subscribe/${sub}/${channel}/0?uuid=raw-1&tt=${cursor}`);
    // Published until the held request has it: the publish may come before the request is held.
    let answer: RawAnswer | undefined;
    void held.then((value) => (answer = value));
    while (!answer) {
      await t.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${encodeURIComponent('"hello"')}?uuid=raw-2`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answer.status).toBe(200);
    expect(withoutLength(answer.headers)).toEqual(withoutLength(reference.headers));
    expect(answer.headers[answer.headers.indexOf('content-length') + 1]).toBe(String(Buffer.byteLength(answer.body)));
    expect((JSON.parse(answer.body) as { m: Array<{ d: unknown }> }).m[0]?.d).toBe('hello');
  });
});
