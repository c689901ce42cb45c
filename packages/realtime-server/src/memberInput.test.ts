import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { runPrefix } from '../test/runPrefix.js';

let t: RealtimeTestServer;
let messageTimetoken: string;
const { publishKey: pub, subscribeKey: sub } = testKeys;
const channel = `${runPrefix}.input`;
const id = 'uuid=tester';
const enc = encodeURIComponent;

/** JSON text of arrays nested `depth` levels deep. */
const nestedText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const tooDeep = nestedText(33);
const deepMeta = `{"a":${tooDeep}}`;
const deepState = `{"mood":${tooDeep}}`;
const tooWide = `[${Array.from({ length: 10_001 }, () => '0').join(',')}]`;
const nul = '\u0000';

beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
  messageTimetoken = (await t.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"first"')}?${id}`)).body[2];
});
afterAll(() => t.close());

type Case = [string, string, string, { body?: unknown; rawBody?: string }?];

const objectsPath = `/v2/objects/${sub}`;
const actionPath = `/v1/message-actions/${sub}/channel/${channel}/message/MESSAGE?${id}`;
const filesPath = `/v1/files/${sub}/channels/${channel}`;
const publishFile = (payload: string, query = '') => `/v1/files/publish-file/${pub}/${sub}/0/${channel}/0/${enc(payload)}?${id}${query}`;
const jsonBody = (text: string) => ({ rawBody: text });

/** JSON more than 32 levels deep, or with more than 10,000 keys and elements, wherever the service takes JSON. */
const misshapenJson: Case[] = [
  ['publish: a deep message', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc(tooDeep)}?${id}`],
  ['publish: a message of 10,001 elements', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc(tooWide)}?${id}`],
  ['publish: a deep message by POST', 'POST', `/publish/${pub}/${sub}/0/${channel}/0?${id}`, { rawBody: tooDeep }],
  ['publish: deep meta', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"x"')}?${id}&meta=${enc(deepMeta)}`],
  ['message action: a deep body', 'POST', actionPath, jsonBody(`{"type":"reaction","value":"smile","extra":${tooDeep}}`)],
  ['uuid metadata: a deep body', 'PATCH', `${objectsPath}/uuids/tester?${id}`, jsonBody(`{"name":"Ada","extra":${tooDeep}}`)],
  ['channel metadata: a deep body', 'PATCH', `${objectsPath}/channels/${channel}?${id}`, jsonBody(`{"name":"Chat","custom":${deepMeta}}`)],
  [
    'memberships: a deep body',
    'PATCH',
    `${objectsPath}/uuids/tester/channels?${id}`,
    jsonBody(`{"set":[{"channel":{"id":"${channel}"},"extra":${tooDeep}}]}`),
  ],
  [
    'members: a deep body',
    'PATCH',
    `${objectsPath}/channels/${channel}/uuids?${id}`,
    jsonBody(`{"set":[{"uuid":{"id":"tester"},"extra":${tooDeep}}]}`),
  ],
  ['files: a deep generate-upload-url body', 'POST', `${filesPath}/generate-upload-url?${id}`, jsonBody(`{"name":"a.txt","x":${tooDeep}}`)],
  ['publish file: a deep payload', 'GET', publishFile(`{"message":${tooDeep},"file":{"id":"x","name":"a.txt"}}`)],
  ['publish file: deep meta', 'GET', publishFile('"ciphertext"', `&meta=${enc(deepMeta)}`)],
  ['subscribe: deep state', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&state=${enc(`{"${channel}":${deepState}}`)}`],
  ['heartbeat: deep state', 'GET', `/v2/presence/sub-key/${sub}/channel/${channel}/heartbeat?${id}&state=${enc(deepState)}`],
  ['set state: deep state', 'GET', `/v2/presence/sub-key/${sub}/channel/${channel}/uuid/tester/data?${id}&state=${enc(deepState)}`],
];

/** A NUL character in each kind of realtime input: PostgreSQL refuses one in text. */
const nulInput: Case[] = [
  ['publish: a message', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc(JSON.stringify(`a${nul}b`))}?${id}`],
  ['publish: meta', 'GET', `/publish/${pub}/${sub}/0/${channel}/0/${enc('"x"')}?${id}&meta=${enc(JSON.stringify({ [`k${nul}`]: 1 }))}`],
  ['signal: a message', 'GET', `/signal/${pub}/${sub}/0/${channel}/0/${enc(JSON.stringify(nul))}?${id}`],
  ['publish: a channel name', 'GET', `/publish/${pub}/${sub}/0/${enc(`a${nul}b`)}/0/${enc('"x"')}?${id}`],
  ['subscribe: a uuid', 'GET', `/v2/subscribe/${sub}/${channel}/0?uuid=${enc(`u${nul}`)}`],
  ['subscribe: an auth key', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&auth=${enc(`token${nul}`)}`],
  ['subscribe: a filter', 'GET', `/v2/subscribe/${sub}/${channel}/0?${id}&filter-expr=${enc(`a == '${nul}'`)}`],
  ['history: a channel name', 'GET', `/v2/history/sub-key/${sub}/channel/${enc(`a${nul}`)}?${id}`],
  ['message action: a value', 'POST', actionPath, { body: { type: 'reaction', value: `smile${nul}` } }],
  ['message action: a type', 'POST', actionPath, { body: { type: `re${nul}`, value: 'smile' } }],
  ['channel group: a group name', 'GET', `/v1/channel-registration/sub-key/${sub}/channel-group/${enc(`g${nul}`)}?${id}&add=${channel}`],
  ['channel group: a channel added', 'GET', `/v1/channel-registration/sub-key/${sub}/channel-group/g1?${id}&add=${enc(`c${nul}`)}`],
  ['objects: a uuid of the path', 'GET', `${objectsPath}/uuids/${enc(`u${nul}`)}?${id}`],
  ['objects: a channel of the path', 'PATCH', `${objectsPath}/channels/${enc(`c${nul}`)}?${id}`, { body: { name: 'x' } }],
  ['objects: a filter', 'GET', `${objectsPath}/uuids?${id}&filter=${enc(`name == 'a${nul}'`)}`],
  ['objects: custom data', 'PATCH', `${objectsPath}/uuids/tester?${id}`, { body: { custom: { note: `a${nul}b` } } }],
  [
    'objects: a membership channel id',
    'PATCH',
    `${objectsPath}/uuids/tester/channels?${id}`,
    { body: { set: [{ channel: { id: `c${nul}` } }] } },
  ],
  [
    'objects: a member uuid id',
    'PATCH',
    `${objectsPath}/channels/${channel}/uuids?${id}`,
    { body: { set: [{ uuid: { id: `u${nul}` } }] } },
  ],
  ['files: a file name to upload', 'POST', `${filesPath}/generate-upload-url?${id}`, { body: { name: `a${nul}.txt` } }],
  ['files: a file name to download', 'GET', `${filesPath}/files/00000000-0000-4000-8000-000000000000/${enc(`a${nul}.txt`)}?${id}`],
  ['files: a published file name', 'GET', publishFile(JSON.stringify({ file: { id: 'x', name: `a${nul}` } }))],
  ['push: a device id', 'GET', `/v1/push/sub-key/${sub}/devices/${enc(`d${nul}`)}?${id}&type=gcm&add=${channel}`],
  ['push: a channel added', 'GET', `/v1/push/sub-key/${sub}/devices/device1?${id}&type=gcm&add=${enc(`c${nul}`)}`],
  ['presence: a channel name', 'GET', `/v2/presence/sub-key/${sub}/channel/${enc(`c${nul}`)}?${id}`],
  ['presence: a uuid of the path', 'GET', `/v2/presence/sub-key/${sub}/uuid/${enc(`u${nul}`)}?${id}`],
];

async function expectRefused([, method, path, options]: Case, reason: RegExp) {
  const answer = await t.request(method, path.replace('MESSAGE', messageTimetoken), options);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 400 });
  expect(JSON.stringify(answer.body)).toMatch(reason);
}

describe('the shape of member-sent JSON', () => {
  it.each(misshapenJson)('%s answers 400', (...input) => expectRefused(input, /nested more than 32 levels|more than 10000 keys/));
});

describe('NUL characters in realtime input', () => {
  it.each(nulInput)('%s answers 400', (...input) => expectRefused(input, /NUL character|Invalid/));
});

describe('a message nested thousands of levels deep', () => {
  it('is refused with 400 while a subscriber waits, and the server goes on answering', async () => {
    const deepChannel = `${runPrefix}.deep`;
    const handshake = await t.request('GET', `/v2/subscribe/${sub}/${deepChannel}/0?uuid=listener`);
    const cursor: string = handshake.body.t.t;
    const held = t.request('GET', `/v2/subscribe/${sub}/${deepChannel}/0?uuid=listener&tt=${cursor}`);

    const deep = await t.request('GET', `/publish/${pub}/${sub}/0/${deepChannel}/0/${enc(nestedText(4500))}?uuid=attacker`);
    expect(deep.status).toBe(400);
    const after = await t.request('GET', `/publish/${pub}/${sub}/0/${deepChannel}/0/${enc('"after"')}?uuid=publisher`);
    expect(after.status).toBe(200);

    expect((await held).body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual(['after']);
    expect((await t.request('GET', '/time/0')).status).toBe(200);
    const catchUp = await t.request('GET', `/v2/subscribe/${sub}/${deepChannel}/0?uuid=late&tt=${cursor}`);
    expect(catchUp.status).toBe(200);
    expect(catchUp.body.m.map((envelope: { d: unknown }) => envelope.d)).toEqual(['after']);
  });
});
