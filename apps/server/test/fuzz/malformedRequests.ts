import fc from 'fast-check';

/** One route of the OpenAPI document: its method, its path template and what it declares. */
export interface RouteUnderTest {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

/** Who sends the request: nobody, or a member with a session (also its realtime identity). */
export interface Sender {
  token?: string;
  uuid?: string;
  memberId?: string;
  /** Another member's id, so that inputs also name somebody else. */
  otherMemberId: string;
  keys: { publishKey: string; subscribeKey: string };
}

export interface MalformedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

// Query parameters the realtime families read although the OpenAPI document does not list them.
// (Query strings of the product API are all declared.)
const protocolQueryParams = (
  'tt tr filter-expr heartbeat state meta store ttl norep channel-group include limit start end count max reverse ' +
  'include_meta include_uuid include_message_type add remove type environment topic next prev sort filter ' +
  'disable_uuids timetoken channelsTimetoken custom_message_type'
).split(' ');

const nested = (open: string, close: string, depth: number) => open.repeat(depth) + '1' + close.repeat(depth);

/** Text built to break things: hostile characters, huge or deep documents, backtracking patterns, other members' names. */
function hostileText(sender: Sender): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '%00',
      '%',
      '%E0%A4%A',
      '../../etc/passwd',
      '-1',
      '1e309',
      'NaN',
      'null',
      '[]',
      '{"a":',
      "'",
      '\\',
      '*a*a*a*a*a*a*a*a*a*a*a*a*b',
      "a LIKE '*a*a*a*a*a*a*a*a*a*a*b'",
      '((((((((((((((((((((((((((((((((((((((((',
      nested('[', ']', 5_000),
      nested('{"a":', '}', 3_000),
      'a'.repeat(5_000),
      '\uD800',
      '\u202E',
      'x-pnpres',
      '99999999999999999999999999',
      sender.otherMemberId,
      `${sender.otherMemberId}-rt`,
      `user.${sender.otherMemberId}`,
      `dm.${sender.otherMemberId}.${sender.otherMemberId}`,
      `${sender.otherMemberId}:group`,
    ),
  );
}

/** A plausible value with a NUL character inside: PostgreSQL refuses those in text. */
const withNul = (text: fc.Arbitrary<string>) => text.map((value) => `${value.slice(0, 2)}\u0000${value.slice(2)}`);

/** Channels the sender may use, so that requests get past the access check to the code behind it. */
function ownChannels(sender: Sender): string[] {
  if (!sender.memberId) return ['public.lobby'];
  const [first, second] = [sender.memberId, sender.otherMemberId].sort();
  return [`user.${sender.memberId}`, `dm.${first}.${second}`, 'public.lobby'];
}

/** Values that pass most schemas, so the code behind the schema gets reached too. */
function plausibleTexts(sender: Sender): string[] {
  return ['Str0ng!Pass', 'member@example.com', 'member_name', 'Ava', 'Hello there', '123456', 'personal', sender.otherMemberId];
}

/** What a name in a path or query most likely holds: values that pass its checks, to reach the code behind them. */
export function plausibleValues(name: string, sender: Sender): string[] {
  const own = sender.memberId ?? 'someone';
  const byName: Record<string, string[]> = {
    pub: [sender.keys.publishKey],
    sub: [sender.keys.subscribeKey],
    callback: ['0'],
    signature: ['0'],
    channel: ownChannels(sender),
    channels: ownChannels(sender),
    add: ownChannels(sender),
    remove: ownChannels(sender),
    uuid: [sender.uuid ?? 'someone-rt'],
    group: [`${own}:group`],
    'channel-group': [`${own}:group`],
    messageTimetoken: ['17000000000000000'],
    actionTimetoken: ['17000000000000001'],
    payload: ['"hello"', '{"text":"hi"}'],
    include: ['custom', 'custom,channel,channel.custom,status,type', 'uuid,uuid.custom,totalCount'],
    filter: ["name LIKE '*a*'", "custom.a == 'b' && id != 'x'"],
    'filter-expr': ["meta.a LIKE '*a*'", "a == 1 || (b > 2 && c contains 'd')"],
    limit: ['1', '100'],
    count: ['1', '100'],
    tt: ['0', '17000000000000000'],
    heartbeat: ['300'],
    state: ['{"mood":"happy"}'],
    meta: ['{"a":"b"}'],
    type: ['gcm', 'apns2', 'reaction'],
    kind: ['personal', 'professional', 'business'],
    user_id: [sender.otherMemberId, own],
    id: [sender.otherMemberId, own],
  };
  return byName[name] ?? plausibleTexts(sender);
}

const plausibleValue = (name: string, sender: Sender) => fc.constantFrom(...plausibleValues(name, sender));

/** Anything at all for one part of a request: the part the property attacks. */
function attack(name: string, sender: Sender): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileText(sender) },
    { weight: 2, arbitrary: withNul(plausibleValue(name, sender)) },
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** One part of a request, and what the attack puts there. */
type Part = { in: 'path' | 'query' | 'body'; name: string };

function bodyText(fields: Record<string, unknown>, whole: fc.Arbitrary<string | undefined>): fc.Arbitrary<string | undefined> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(JSON.stringify(fields)) }, whole);
}

// Whole bodies that are wrong as a whole, whatever the route.
const wholeBodies = fc.constantFrom(
  undefined,
  '',
  '{',
  'null',
  '"just text"',
  nested('[', ']', 5_000),
  nested('{"a":', '}', 3_000),
  JSON.stringify({ a: 'x\u0000y' }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index]))),
);

const oddContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'image/png',
);

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (encodeURIComponent throws on those). */
function encodePathValue(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`))
    .join('');
}

/**
 * Requests to one route that are plausible in every part but one, which is hostile: so each
 * attack reaches the code behind the schema and the access check, where faults hide.
 */
export function malformedRequests(route: RouteUnderTest, sender: Sender): fc.Arbitrary<MalformedRequest> {
  const isProtocolRoute = !route.path.startsWith('/api/');
  const queryNames = [...route.queryParams, ...(isProtocolRoute ? protocolQueryParams : [])];
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const parts: Part[] = [
    ...route.pathParams.map((name) => ({ in: 'path' as const, name })),
    ...queryNames.map((name) => ({ in: 'query' as const, name })),
    ...(withBody ? route.bodyFields.map((name) => ({ in: 'body' as const, name })) : []),
  ];
  const plausible = (names: string[]) =>
    fc
      .tuple(...names.map((name) => plausibleValue(name, sender)))
      .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]!])));
  const attacked = parts.length
    ? fc.constantFrom(...parts).chain((part) => attack(part.name, sender).map((value) => ({ part, value })))
    : fc.constant(null);

  return fc
    .record({
      path: plausible(route.pathParams),
      query: fc.subarray(queryNames, { maxLength: Math.min(3, queryNames.length) }).chain(plausible),
      body: plausible(withBody ? route.bodyFields : []),
      attacked,
      whole: withBody ? wholeBodies : fc.constant(undefined),
      contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, oddContentTypes),
    })
    .chain(({ attacked: hit, whole, contentType, ...drawn }) => {
      const values: Record<Part['in'], Record<string, unknown>> = {
        path: { ...drawn.path },
        query: { ...drawn.query },
        body: { ...drawn.body },
      };
      if (hit) values[hit.part.in][hit.part.name] = hit.value;
      const { path, query, body } = values;
      const text = withBody ? bodyText(body, fc.constant(whole)) : fc.constant(undefined);
      return text.map((bodyText) => {
        let url = route.path;
        for (const name of route.pathParams) url = url.replace(`{${name}}`, encodePathValue(String(path[name])));
        const search = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]));
        if (isProtocolRoute && sender.token) {
          search.set('auth', sender.token);
          if (!search.has('uuid')) search.set('uuid', sender.uuid!);
        } else if (sender.token) search.set('token', sender.token);
        const headers: Record<string, string> = bodyText === undefined ? {} : { 'content-type': contentType };
        return { method: route.method, url: `${url}?${search}`, headers, body: bodyText };
      });
    });
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** The routes of an OpenAPI document, minus the ones that only serve the documentation itself. */
export function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): RouteUnderTest[] {
  const routes: RouteUnderTest[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        name: parameter.name === '*' ? 'rest' : parameter.name,
      }));
      routes.push({
        method: method.toUpperCase(),
        path: path.replace('{*}', '{rest}'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return routes;
}
