import { directChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFileKeyOf } from './fileBytes.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { malformedForms } from '../../../test/malformedForms.js';
import { memberClient } from '../../../test/memberClient.js';
import { sdkFailure } from '../../../test/sdkClient.js';

let t: RealtimeTestServer;
let ada: ReturnType<typeof memberClient>;
let bob: ReturnType<typeof memberClient>;
let eve: ReturnType<typeof memberClient>;
let chat: string;

beforeAll(async () => {
  t = await startRealtimeServer();
  [ada, bob, eve] = [memberClient(t), memberClient(t), memberClient(t)];
  chat = directChannelOf(ada.id, bob.id);
});
afterAll(() => t.close());

const { publishKey, subscribeKey } = testKeys;
const filesPath = (channel: string) => `/v1/files/${subscribeKey}/channels/${encodeURIComponent(channel)}`;

/** An upload URL handed out by generate-upload-url, for the raw upload tests. */
async function uploadTicket(name = 'note.txt') {
  const { status, body } = await t.request('POST', `${filesPath(chat)}/generate-upload-url?uuid=${ada.uuid}&auth=${ada.token}`, {
    body: { name },
  });
  expect(status).toBe(200);
  return body as {
    data: { id: string; name: string };
    file_upload_request: { url: string; form_fields: { key: string; value: string }[] };
  };
}

function uploadForm(fields: { key: string; value: string }[], file: Blob) {
  const form = new FormData();
  for (const { key, value } of fields) form.append(key, value);
  form.append('file', file);
  return form;
}

describe('files through the SDK', () => {
  it('sends, lists, links, downloads and deletes a file of a conversation', async () => {
    const sent = await ada.sdk.sendFile({
      channel: chat,
      message: { text: 'the plan' },
      file: { data: Buffer.from('hello bob'), name: 'plan.txt', mimeType: 'text/plain' },
    });
    expect(sent).toMatchObject({
      name: 'plan.txt',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      timetoken: expect.stringMatching(/^\d{17}$/),
    });

    const listed = await bob.sdk.listFiles({ channel: chat });
    expect(listed).toMatchObject({
      status: 200,
      count: 1,
      data: [{ id: sent.id, name: 'plan.txt', size: 9, created: expect.any(String) }],
    });
    expect(listed.next).toBeUndefined();

    const url = bob.sdk.getFileUrl({ channel: chat, id: sent.id, name: sent.name });
    const linked = await fetch(url);
    expect(linked.status).toBe(200);
    expect(linked.headers.get('content-type')).toBe('text/plain');
    expect(await linked.text()).toBe('hello bob');

    const downloaded = await bob.sdk.downloadFile({ channel: chat, id: sent.id, name: sent.name });
    expect((await downloaded.toBuffer()).toString()).toBe('hello bob');

    expect(await ada.sdk.deleteFile({ channel: chat, id: sent.id, name: sent.name })).toEqual({ status: 200 });
    expect((await bob.sdk.listFiles({ channel: chat })).data).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('answers 404, not a broken download, for a file whose bytes are gone from the storage', async () => {
    const sent = await ada.sdk.sendFile({ channel: chat, file: { data: Buffer.from('soon gone'), name: 'gone.txt' } });
    const { rows } = await t.pool.query<{ storage_key: string }>('select storage_key from realtime_files where id = $1', [sent.id]);
    await t.fileStorage.delete(sharedFileKeyOf(rows[0]!.storage_key));
    const answer = await fetch(bob.sdk.getFileUrl({ channel: chat, id: sent.id, name: sent.name }));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ status: 404, error: { source: 'files', message: 'File not found' } });
  });

  it('pages the list with next', async () => {
    const channel = directChannelOf(ada.id, eve.id);
    for (const name of ['a.txt', 'b.txt', 'c.txt']) await ada.sdk.sendFile({ channel, file: { data: Buffer.from(name), name } });
    const first = await eve.sdk.listFiles({ channel, limit: 2 });
    expect(first.data.map((file: { name: string }) => file.name)).toEqual(['a.txt', 'b.txt']);
    const second = await eve.sdk.listFiles({ channel, limit: 2, next: first.next });
    expect(second.data.map((file: { name: string }) => file.name)).toEqual(['c.txt']);
    expect(second.next).toBeUndefined();
  });
});

describe('file access', () => {
  it('keeps members out of conversations they are not in', async () => {
    const sent = await ada.sdk.sendFile({ channel: chat, file: { data: Buffer.from('private'), name: 'secret.txt' } });
    expect(await sdkFailure(eve.sdk.listFiles({ channel: chat }))).toMatchObject({ statusCode: 403, category: 'PNAccessDeniedCategory' });
    expect(await sdkFailure(eve.sdk.downloadFile({ channel: chat, id: sent.id, name: sent.name }))).toMatchObject({ statusCode: 403 });
    expect(await sdkFailure(eve.sdk.deleteFile({ channel: chat, id: sent.id, name: sent.name }))).toMatchObject({ statusCode: 403 });
    expect((await fetch(eve.sdk.getFileUrl({ channel: chat, id: sent.id, name: sent.name }))).status).toBe(403);
    expect(await sdkFailure(eve.sdk.sendFile({ channel: chat, file: { data: Buffer.from('x'), name: 'x.txt' } }))).toMatchObject({
      statusCode: 403,
    });
    expect((await bob.sdk.listFiles({ channel: chat })).data.map((file: { id: string }) => file.id)).toContain(sent.id);
  });

  it("lets a member delete only its own files, not the other member's in a shared conversation", async () => {
    const sent = await ada.sdk.sendFile({ channel: chat, file: { data: Buffer.from('mine'), name: 'ada.txt' } });
    const refusal = await sdkFailure(bob.sdk.deleteFile({ channel: chat, id: sent.id, name: sent.name }));
    expect(refusal).toMatchObject({
      statusCode: 403,
      category: 'PNAccessDeniedCategory',
      errorData: { status: 403, error: true, message: 'Forbidden', service: 'Access Manager', payload: { channels: [chat] } },
    });
    expect(await (await fetch(bob.sdk.getFileUrl({ channel: chat, id: sent.id, name: sent.name }))).text()).toBe('mine');
    expect(await ada.sdk.deleteFile({ channel: chat, id: sent.id, name: sent.name })).toEqual({ status: 200 });
  });
});

describe('bad file input', () => {
  const asAda = () => `uuid=${ada.uuid}&auth=${ada.token}`;

  it('refuses a missing or empty name, bad limits, cursors, ids and names with 400', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(300) }]) {
      const answer = await t.request('POST', `${filesPath(chat)}/generate-upload-url?${asAda()}`, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, error: { source: 'files' } });
    }
    expect((await t.request('POST', `${filesPath(chat)}/generate-upload-url?${asAda()}`, { rawBody: '{"name":' })).status).toBe(400);
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'next=bm9wZQ'])
      expect((await t.request('GET', `${filesPath(chat)}/files?${asAda()}&${query}`)).status).toBe(400);
    expect((await t.request('GET', `${filesPath(chat)}/files/not-an-id/a.txt?${asAda()}`)).status).toBe(400);
    expect((await t.request('DELETE', `${filesPath(chat)}/files/6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6/a.txt?${asAda()}`)).status).toBe(404);
    expect((await t.request('GET', `/v1/files/sub-c-other/channels/${chat}/files?${asAda()}`)).status).toBe(400);
  });

  it('takes 5 MiB, and refuses uploads without the credential, larger, of active types, or twice', async () => {
    const ticket = await uploadTicket();
    const { url, form_fields: fields } = ticket.file_upload_request;
    const uploadUrl = new URL(new URL(url).pathname, t.baseUrl);
    const post = (form: FormData) => fetch(uploadUrl, { method: 'POST', body: form });

    const forged = await post(
      uploadForm(
        fields.map((field) => (field.key === 'policy' ? { ...field, value: 'forged' } : field)),
        new Blob(['x']),
      ),
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Error><Message>');
    expect((await post(uploadForm(fields, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)])))).status).toBe(413);
    const html = fields.map((field) => (field.key === 'Content-Type' ? { ...field, value: 'text/html' } : field));
    expect((await post(uploadForm(html, new Blob(['<script>'])))).status).toBe(415);
    expect(
      (
        await post(
          uploadForm(
            fields.filter((field) => field.key !== 'policy'),
            new Blob(['x']),
          ),
        )
      ).status,
    ).toBe(403);
    expect((await fetch(uploadUrl, { method: 'POST', body: 'not a form', headers: { 'content-type': 'text/plain' } })).status).toBeLessThan(
      500,
    );

    expect((await post(uploadForm(fields, new Blob([new Uint8Array(5 * 1024 * 1024)])))).status).toBe(204);
    expect((await post(uploadForm(fields, new Blob(['again'])))).status).toBe(409);
  });

  it('answers 400 to an upload that is no complete form, and keeps no bytes of it', async () => {
    const ticket = await uploadTicket();
    const { url, form_fields: fields } = ticket.file_upload_request;
    const uploadUrl = new URL(new URL(url).pathname, t.baseUrl);
    for (const form of malformedForms(Object.fromEntries(fields.map((field) => [field.key, field.value])))) {
      const response = await fetch(uploadUrl, { method: 'POST', headers: { 'content-type': form.contentType }, body: form.body });
      expect({ what: form.what, status: response.status, body: await response.text() }).toEqual({
        what: form.what,
        status: 400,
        body: '<?xml version="1.0" encoding="UTF-8"?><Error><Message>the body is not a complete multipart form</Message></Error>',
      });
    }
    const { rows } = await t.pool.query<{ storage_key: string }>('select storage_key from realtime_files where id = $1', [ticket.data.id]);
    expect(t.fileStorage.has(sharedFileKeyOf(rows[0]!.storage_key))).toBe(false);
    expect((await fetch(uploadUrl, { method: 'POST', body: uploadForm(fields, new Blob(['whole'])) })).status).toBe(204);
  });

  it('refuses to publish a file that was never uploaded, or a malformed payload', async () => {
    const ticket = await uploadTicket('never.txt');
    const publish = (payload: string) =>
      t.request(
        'GET',
        `/v1/files/publish-file/${publishKey}/${subscribeKey}/0/${encodeURIComponent(chat)}/0/${encodeURIComponent(payload)}?${asAda()}`,
      );
    expect((await publish(JSON.stringify({ file: { id: ticket.data.id, name: 'never.txt' } }))).status).toBe(400);
    expect((await publish('{"file":')).status).toBe(400);
    expect((await publish(JSON.stringify({ message: 'no file' }))).status).toBe(400);
  });
});
