import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedRequests, routesOf, type MalformedRequest, type RouteUnderTest, type Sender } from '../../test/fuzz/malformedRequests.js';
import { signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { realtimeKeys } from '../modules/realtime/testing/realtimeTesting.js';

// Every route of the OpenAPI document (product API and realtime protocol) gets hostile input,
// anonymous and signed in: no answer may be a 5xx, and the server must still answer afterwards.
// FUZZ_SEED and FUZZ_RUNS explore further than the fixed seed CI uses.
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const sendableMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// A held subscribe is a correct answer to a valid long-poll: it is cut off, not waited for.
const heldAnswerMs = 1_000;
const answerDeadlineMs = 15_000;
const fuzzTimeoutMs = 15 * 60_000;

let t: TestApp;
let routes: RouteUnderTest[];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  const { body } = await t.request('GET', '/api/docs/json');
  routes = routesOf(body).filter((route) => sendableMethods.has(route.method));
});
afterAll(() => t.close());

async function send(request: MalformedRequest): Promise<number | 'held'> {
  const isSubscribe = request.url.startsWith('/v2/subscribe/');
  try {
    const response = await fetch(new URL(request.url, t.baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      signal: AbortSignal.timeout(isSubscribe ? heldAnswerMs : answerDeadlineMs),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    if (isSubscribe && error instanceof DOMException && error.name === 'TimeoutError') return 'held';
    throw error;
  }
}

/** Runs the property on every route and lists each route's smallest failing request. */
async function failuresFor(senderOf: () => Promise<Sender>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const sender = await senderOf();
    const details = await fc.check(
      fc.asyncProperty(malformedRequests(route, sender), async (request) => {
        const status = await send(request);
        return status === 'held' || status < 500;
      }),
      { seed, numRuns, endOnFailure: true },
    );
    if (details.failed) {
      const [request] = details.counterexample ?? [];
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      failures.push(`${route.method} ${route.path}: ${JSON.stringify(request).slice(0, 400)} ${error}`);
    }
  }
  return failures;
}

describe('malformed input on every route', () => {
  it(
    'never answers a 5xx to an anonymous caller',
    async () => {
      const other = await signedInMember(t);
      const failures = await failuresFor(async () => ({ otherMemberId: other.id, keys: realtimeKeys }));
      expect(failures).toEqual([]);
    },
    fuzzTimeoutMs,
  );

  it(
    'never answers a 5xx to a signed-in member, whose inputs also name another member',
    async () => {
      const other = await signedInMember(t);
      // A fresh member per route: a route may log the sender out or change its account.
      const failures = await failuresFor(async () => {
        const member = await signedInMember(t);
        return { token: member.token, uuid: member.uuid, memberId: member.id, otherMemberId: other.id, keys: realtimeKeys };
      });
      expect(failures).toEqual([]);
    },
    fuzzTimeoutMs,
  );

  it('keeps answering afterwards', async () => {
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    expect((await t.request('GET', '/time/0')).status).toBe(200);
  });
});
