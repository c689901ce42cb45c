import { directChannelOf } from '@meshwork/contracts';
import { sharedFileKeyOf } from '@meshwork/realtime-server';
import { malformedForms, sdkClient, sdkFailure } from '@meshwork/realtime-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startS3Server, type TestS3Server } from '../../test/s3Server.js';
import { signedInMember, type SignedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { realtimeKeys, realtimeOf } from '../modules/realtime/testing/realtimeTesting.js';

const redisUrl = process.env.TEST_REDIS_URL;

const picture = (colour: string) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Uploads a profile picture through a node's API, as the web app does; answers the response. */
async function uploadProfileImage(node: TestApp, member: SignedInMember, image: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  return fetch(`${node.baseUrl}/api/user/cover-image?token=${member.token}&kind=profile`, { method: 'POST', body: form });
}

/** An upload URL for a file in the member's own channel, handed out by the node as generate-upload-url does for the SDK. */
async function uploadTicket(node: TestApp, member: SignedInMember) {
  const channel = encodeURIComponent(`user.${member.id}`);
  const { status, body } = await node.request(
    'POST',
    `/v1/files/${realtimeKeys.subscribeKey}/channels/${channel}/generate-upload-url?uuid=${member.uuid}&auth=${member.token}`,
    { body: { name: 'note.txt' } },
  );
  expect(status).toBe(200);
  return body as { data: { id: string }; file_upload_request: { form_fields: { key: string; value: string }[] } };
}

/** Where the bytes of a shared file are kept: the secret storage key of its row. */
async function storageKeyOf(node: TestApp, fileId: string): Promise<string> {
  const { rows } = await node.app.database.pool.query<{ storage_key: string }>('select storage_key from realtime_files where id = $1', [
    fileId,
  ]);
  return rows[0]!.storage_key;
}

/** A member's realtime client on a given node, with the session it got from any node. */
const clientOn = (node: TestApp, member: SignedInMember) =>
  sdkClient(realtimeOf(node), { uuid: member.uuid, authKey: member.token }).client;

// The README's promise: any number of nodes behind a load balancer. Each node has a data folder
// of its own here, so only the shared bucket can make a file of one node reach the other.
describe('two nodes on one database and one S3 bucket', () => {
  let s3: TestS3Server;
  let database: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    const env = { ...s3.env, REDIS_URL: redisUrl! };
    nodeA = await startTestApp(env, { database });
    nodeB = await startTestApp(env, { database });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
    await s3?.close();
  });

  it('serves through node B the profile image uploaded through node A, and neither node the one replaced through B', async () => {
    const member = await signedInMember(nodeA);
    const first = await uploadProfileImage(nodeA, member, await picture('#4f46e5'));
    expect(first.status).toBe(200);
    const { url } = ((await first.json()) as { output: { url: string } }).output;

    const served = await fetch(`${nodeB.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const second = await uploadProfileImage(nodeB, member, await picture('#16a34a'));
    const { url: newUrl } = ((await second.json()) as { output: { url: string } }).output;
    expect((await fetch(`${nodeA.baseUrl}${newUrl}`)).status).toBe(200);
    for (const node of [nodeA, nodeB]) expect((await fetch(`${node.baseUrl}${url}`)).status).toBe(404);
  });

  it('downloads through node B, to the conversation only, a file shared through node A, and deletes it there for both', async () => {
    const [ada, bob, eve] = [await signedInMember(nodeA), await signedInMember(nodeA), await signedInMember(nodeB)];
    const chat = directChannelOf(ada.id, bob.id);
    const sent = await clientOn(nodeA, ada).sendFile({
      channel: chat,
      file: { data: Buffer.from('the plan, from node A'), name: 'plan.txt', mimeType: 'text/plain' },
    });

    const bobOnB = clientOn(nodeB, bob);
    const downloaded = await bobOnB.downloadFile({ channel: chat, id: sent.id, name: sent.name });
    expect((await downloaded.toBuffer()).toString()).toBe('the plan, from node A');
    expect(await sdkFailure(clientOn(nodeB, eve).downloadFile({ channel: chat, id: sent.id, name: sent.name }))).toMatchObject({
      statusCode: 403,
    });

    const storageKey = await storageKeyOf(nodeA, sent.id);
    expect(await nodeA.app.storage.stat(sharedFileKeyOf(storageKey))).not.toBeNull();
    expect(await clientOn(nodeB, ada).deleteFile({ channel: chat, id: sent.id, name: sent.name })).toEqual({ status: 200 });
    expect(await nodeA.app.storage.stat(sharedFileKeyOf(storageKey))).toBeNull();
    expect((await fetch(clientOn(nodeA, bob).getFileUrl({ channel: chat, id: sent.id, name: sent.name }))).status).toBe(404);
  });

  it('answers 400 to an upload that is no complete form, and keeps nothing of it in the bucket', async () => {
    const ticket = await uploadTicket(nodeA, await signedInMember(nodeA));
    const fields = Object.fromEntries(ticket.file_upload_request.form_fields.map((field) => [field.key, field.value]));
    const form = malformedForms(fields).find((candidate) => candidate.what === 'a body cut short in the file')!;
    const response = await fetch(`${nodeB.baseUrl}/v1/files/upload/${ticket.data.id}`, {
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    expect(response.status).toBe(400);
    expect(await nodeA.app.storage.stat(sharedFileKeyOf(await storageKeyOf(nodeA, ticket.data.id)))).toBeNull();
  });
});

describe('an S3 store that stops answering', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fails uploads and downloads with a 500, a fault of the server and not of the member, and the server goes on', async () => {
    const member = await signedInMember(t);
    const before = await uploadProfileImage(t, member, await picture('#4f46e5'));
    const { url } = ((await before.json()) as { output: { url: string } }).output;
    await s3.close();

    const upload = await uploadProfileImage(t, member, await picture('#16a34a'));
    expect(upload.status).toBe(500);
    expect((await fetch(`${t.baseUrl}${url}`)).status).toBe(500);

    // A file shared in a conversation, uploaded to the URL the SDK is given (whose client never settles on a failed upload).
    const ticket = await uploadTicket(t, member);
    const form = new FormData();
    for (const field of ticket.file_upload_request.form_fields) form.append(field.key, field.value);
    form.append('file', new Blob(['x']));
    expect((await fetch(`${t.baseUrl}/v1/files/upload/${ticket.data.id}`, { method: 'POST', body: form })).status).toBe(500);
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
