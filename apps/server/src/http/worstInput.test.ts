import { errorsCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plausibleValues, routesOf, type RouteUnderTest } from '../../test/fuzz/malformedRequests.js';
import { plausibleBody, textFieldsOf, withValueAt, type JsonSchema } from '../../test/fuzz/schemaBodies.js';
import { filledPath, senderWorld, type SenderWorld } from '../../test/fuzz/senderWorld.js';
import { protocolCursorParams, worstCursors, worstProtocolCursors, worstTexts, worstUploads } from '../../test/fuzz/worstShapes.js';
import { signedInMember, type SignedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { realtimeKeys } from '../modules/realtime/testing/realtimeTesting.js';

// Every route that reads a cursor, a file or a text gets the worst shape of each, from a member
// whose path names things it may use: no answer may be a 5xx, and every refusal says what is
// wrong in the API's error envelope (the protocol's, on the realtime routes). The routes come from
// the OpenAPI document, so a new route is covered without being named here.

type Answer = { status: number; body: unknown };

let t: TestApp;
let other: SignedInMember;
let document: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
let routes: RouteUnderTest[];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  other = await signedInMember(t);
  document = (await t.request('GET', '/api/docs/json')).body;
  routes = routesOf(document);
});
afterAll(() => t.close());

const bodySchemaOf = (route: RouteUnderTest, type: string) =>
  document.paths[route.path.replace('{rest}', '{*}')]?.[route.method.toLowerCase()]?.requestBody?.content?.[type]?.schema;

// A held subscribe is a correct answer to a valid long-poll: it is cut off, not waited for.
const heldAnswerMs = 2_000;

async function send(method: string, url: string, init: { body?: string | Buffer; contentType?: string } = {}): Promise<Answer> {
  const isSubscribe = url.startsWith('/v2/subscribe/');
  try {
    const response = await fetch(new URL(url, t.baseUrl), {
      method,
      headers: init.contentType ? { 'content-type': init.contentType } : {},
      body: init.body,
      signal: isSubscribe ? AbortSignal.timeout(heldAnswerMs) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  } catch (error) {
    if (isSubscribe && error instanceof DOMException && error.name === 'TimeoutError') return { status: 200, body: 'held' };
    // No answer at all (a connection closed under the request) is a fault like any other.
    return { status: 0, body: String((error as Error).cause ?? error) };
  }
}

/** A refusal's message: the API envelope's, the protocol's (classic or newer body), or the S3-style XML of the upload URL. */
function messageOf({ status, body }: Answer): unknown {
  if (typeof body === 'string') return /<Message>([^<]+)<\/Message>/.exec(body)?.[1];
  const envelope = body as { status_code?: unknown; error?: unknown; message?: unknown };
  if ('status_code' in envelope)
    return envelope.status_code === status && typeof envelope.error === 'string' ? envelope.message : undefined;
  return (envelope.error as { message?: unknown } | undefined)?.message ?? envelope.message;
}

/** What is wrong with an answer to bad input: no answer, a 5xx, or a refusal that does not say why; nothing when it is fine. */
function faultOf(answer: Answer): string | undefined {
  const { status, body } = answer;
  if (status === 0 || status >= 500) return `${status} ${JSON.stringify(body).slice(0, 200)}`;
  if (status < 400) return undefined;
  const message = messageOf(answer);
  return typeof message === 'string' && message.length > 0
    ? undefined
    : `${status} without a clear message: ${JSON.stringify(body).slice(0, 200)}`;
}

/**
 * Runs the cases, each from the world of its turn: a fresh sender every `perSender` cases, below
 * any per-member limit, made before its cases run. Cases of one sender run together unless `oneByOne`.
 */
async function faultsOf<Case>(
  cases: Case[],
  { perSender, oneByOne = false }: { perSender: number; oneByOne?: boolean },
  run: (item: Case, world: SenderWorld) => Promise<{ label: string; fault: string | undefined }>,
): Promise<string[]> {
  const faults: string[] = [];
  for (let start = 0; start < cases.length; start += perSender) {
    const world = senderWorld(t, other);
    await world.member();
    const turn = cases.slice(start, start + perSender);
    const answers = [];
    if (oneByOne) for (const item of turn) answers.push(await run(item, world));
    else answers.push(...(await Promise.all(turn.map((item) => run(item, world)))));
    for (const { label, fault } of answers) if (fault) faults.push(`${label}: ${fault}`);
  }
  return faults;
}

const timeout = 10 * 60_000;

describe('the worst input on every route', () => {
  it(
    'every cursor of a product list answers a page or a clear 4xx',
    async () => {
      const cursorRoutes = routes.filter((route) => route.queryParams.includes('cursor'));
      expect(cursorRoutes.length).toBeGreaterThan(15);
      const faults: string[] = [];
      for (const route of cursorRoutes) {
        const cases = worstCursors(other.id);
        faults.push(
          ...(await faultsOf(cases, { perSender: 40 }, async ({ what, cursor }, world) => {
            const query = new URLSearchParams({ cursor, token: (await world.member()).token });
            if (route.queryParams.includes('q')) query.set('q', 'hello');
            return {
              label: `${route.path} cursor ${what}`,
              fault: faultOf(await send(route.method, `${await filledPath(route, world)}?${query}`)),
            };
          })),
        );
      }
      expect(faults).toEqual([]);
    },
    timeout,
  );

  it('a cursor no list makes answers 422 on `cursor`, on every list, and so does a search rank out of range', async () => {
    const forged = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    const asked = async (route: RouteUnderTest, cursor: string) => {
      const world = senderWorld(t, other);
      const query = new URLSearchParams({ cursor, token: (await world.member()).token });
      if (route.queryParams.includes('q')) query.set('q', 'hello');
      const { status, body } = await send(route.method, `${await filledPath(route, world)}?${query}`);
      return { route: route.path, status, cursor: (body as { extra?: { message?: { cursor?: string[] } } }).extra?.message?.cursor };
    };
    const refused = (route: RouteUnderTest) => ({ route: route.path, status: 422, cursor: [errorsCopy.invalidCursor] });
    for (const route of routes.filter((candidate) => candidate.queryParams.includes('cursor'))) {
      expect(await asked(route, forged([['a'], ['b']]))).toEqual(refused(route));
      expect(await asked(route, forged(['a\u0000b', 'a\u0000b']))).toEqual(refused(route));
    }
    const search = routes.find((route) => route.path === '/api/search/posts')!;
    expect(await asked(search, forged(['1e308', other.id]))).toEqual(refused(search));
  });

  it(
    'every upload route refuses every worst file with a clear 4xx',
    async () => {
      const uploadRoutes = routes.filter((route) => bodySchemaOf(route, 'multipart/form-data'));
      expect(uploadRoutes.length).toBeGreaterThan(4);
      const faults: string[] = [];
      for (const route of uploadRoutes) {
        const schema = bodySchemaOf(route, 'multipart/form-data')!;
        // Avatars from photos allow 5 a minute per member.
        faults.push(
          ...(await faultsOf(worstUploads(), { perSender: 4, oneByOne: true }, async (upload, world) => {
            const fields = plausibleBody(
              { ...schema, required: (schema.required ?? []).filter((name) => name !== 'file') },
              await world.plausible(),
            );
            const { contentType, body } = upload.form(fields as Record<string, string>);
            const url = `${await filledPath(route, world)}?token=${(await world.member()).token}`;
            const answer = await send(route.method, url, { body, contentType });
            // Every one of these files is bad: taking it is a fault too.
            return {
              label: `${route.method} ${route.path} ${upload.what}`,
              fault: answer.status >= 200 && answer.status < 400 ? `taken (${answer.status})` : faultOf(answer),
            };
          })),
        );
      }
      expect(faults).toEqual([]);
    },
    timeout,
  );

  it('the realtime upload answers every worst file with a clear answer', async () => {
    const uploadRoute = routes.find((route) => route.path === '/v1/files/upload/{id}');
    expect(uploadRoute).toBeDefined();
    const faults = await faultsOf(worstUploads(), { perSender: 10 }, async (upload, world) => {
      const member = await world.member();
      const credentials = new URLSearchParams({ auth: member.token, uuid: member.uuid });
      const grant = await send(
        'POST',
        `/v1/files/${realtimeKeys.subscribeKey}/channels/user.${member.id}/generate-upload-url?${credentials}`,
        { body: JSON.stringify({ name: 'photo.png' }), contentType: 'application/json' },
      );
      const { file_upload_request: request } = grant.body as {
        file_upload_request: { url: string; form_fields: Array<{ key: string; value: string }> };
      };
      const fields = Object.fromEntries(request.form_fields.map((field) => [field.key, field.value]));
      const { contentType, body } = upload.form(fields);
      return { label: `upload ${upload.what}`, fault: faultOf(await send('POST', new URL(request.url).pathname, { body, contentType })) };
    });
    expect(faults).toEqual([]);
  });

  it(
    'every text field of a body a member writes answers the worst text with a clear answer',
    async () => {
      const writeRoutes = routes.filter((route) => route.path.startsWith('/api/') && bodySchemaOf(route, 'application/json'));
      expect(writeRoutes.length).toBeGreaterThan(20);
      const faults: string[] = [];
      for (const route of writeRoutes) {
        const schema = bodySchemaOf(route, 'application/json')!;
        const cases = textFieldsOf(schema).flatMap((field) => worstTexts(field.maxLength).map((text) => ({ field, ...text })));
        faults.push(
          ...(await faultsOf(cases, { perSender: 15 }, async ({ field, what, text }, world) => {
            const body = withValueAt(plausibleBody(schema, await world.plausible(), field.path), field.path, text);
            const url = `${await filledPath(route, world)}?token=${(await world.member()).token}`;
            const answer = await send(route.method, url, { body: JSON.stringify(body), contentType: 'application/json' });
            return { label: `${route.method} ${route.path} ${field.path.join('.')} ${what}`, fault: faultOf(answer) };
          })),
        );
      }
      expect(faults).toEqual([]);
    },
    timeout,
  );

  it(
    'every cursor of the realtime protocol answers a page or a clear 4xx',
    async () => {
      const protocolRoutes = routes.filter(
        (route) => !route.path.startsWith('/api/') && !route.path.startsWith('/files/') && ['GET', 'DELETE'].includes(route.method),
      );
      const values = worstProtocolCursors(other.id);
      const faults = await faultsOf(protocolRoutes, { perSender: 1 }, async (route, world) => {
        const member = await world.member();
        const sender = { token: member.token, uuid: member.uuid, memberId: member.id, otherMemberId: other.id, keys: realtimeKeys };
        let path = route.path;
        for (const name of route.pathParams) path = path.replace(`{${name}}`, encodeURIComponent(plausibleValues(name, sender)[0]!));
        const cases = protocolCursorParams.flatMap((param) => values.map((value) => ({ param, value })));
        const answers = await Promise.all(
          cases.map(async ({ param, value }) => ({
            label: `${route.method} ${route.path} ${param}=${JSON.stringify(value).slice(0, 60)}`,
            fault: faultOf(
              await send(route.method, `${path}?${new URLSearchParams({ [param]: value, auth: member.token, uuid: member.uuid })}`),
            ),
          })),
        );
        return answers.find((answer) => answer.fault) ?? { label: route.path, fault: undefined };
      });
      expect(faults).toEqual([]);
    },
    timeout,
  );

  it('keeps answering afterwards', async () => {
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
