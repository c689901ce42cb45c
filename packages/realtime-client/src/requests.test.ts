import { realtimeMessages as text } from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  addPushChannels,
  createRealtimeConnection,
  fetchMessages,
  getAllChannelMetadata,
  grantToken,
  history,
  listFiles,
  listPushChannels,
  publish,
  RealtimeServiceError,
  sendFile,
  time,
} from '../src/index.js';

/** A service that answers each request with the next of these answers, and remembers what was asked. */
function serviceAnswering(...answers: Array<{ status?: number; body?: unknown }>) {
  const requests: Array<{ url: URL; method: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), method: init?.method ?? 'GET' });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status });
  });
  const connection = createRealtimeConnection({
    origin: 'http://rt.test/',
    publishKey: 'pub',
    subscribeKey: 'sub',
    userId: 'ada-rt',
    authKey: 'session-token',
    query: { token: 'session-token' },
    fetch: fetch as typeof globalThis.fetch,
  });
  return { connection, requests, fetch };
}

const sent = { body: [1, 'Sent', '17000000000000001'] };

describe('what the client asks of the service', () => {
  it('names itself with its user id and its session as auth on every call but time', async () => {
    const { connection, requests } = serviceAnswering(sent, { body: [17000000000000] });
    await publish(connection, { channel: 'dm.a.b', message: { text: 'hi & bye' } });
    await time(connection);
    const [publishCall, timeCall] = requests.map((request) => request.url);
    expect(publishCall!.pathname).toBe(`/publish/pub/sub/0/dm.a.b/0/${encodeURIComponent(JSON.stringify({ text: 'hi & bye' }))}`);
    expect(publishCall!.searchParams.get('uuid')).toBe('ada-rt');
    expect(publishCall!.searchParams.get('auth')).toBe('session-token');
    expect(publishCall!.searchParams.get('token')).toBe('session-token');
    expect(timeCall!.searchParams.has('auth')).toBe(false);
  });

  it('asks at most 100 messages of one channel and 25 of several or with actions', async () => {
    const { connection, requests } = serviceAnswering({ body: { channels: {} } }, { body: [[], 0, 0] });
    await fetchMessages(connection, { channels: ['a'] });
    await fetchMessages(connection, { channels: ['a'], count: 500 });
    await fetchMessages(connection, { channels: ['a', 'b'], count: 100 });
    await fetchMessages(connection, { channels: ['a'], count: 100, includeMessageActions: true });
    await fetchMessages(connection, { channels: ['a'], count: 10, includeMessageActions: true });
    expect(requests.map((request) => request.url.searchParams.get('max'))).toEqual(['100', '100', '25', '25', '10']);
    expect(requests[3]!.url.pathname).toBe('/v3/history-with-actions/sub-key/sub/channel/a');
    await history(connection, { channel: 'a', count: 1000 });
    expect(requests[5]!.url.searchParams.get('count')).toBe('100');
  });

  it('lists 100 files and 100 objects by default, and no more when asked for more', async () => {
    const { connection, requests } = serviceAnswering({ body: { data: [], count: 0 } });
    await listFiles(connection, { channel: 'a' });
    await listFiles(connection, { channel: 'a', limit: 500 });
    await getAllChannelMetadata(connection);
    await getAllChannelMetadata(connection, { limit: 1000 });
    expect(requests.map((request) => request.url.searchParams.get('limit'))).toEqual(['100', '100', '100', '100']);
  });

  it('registers apns2 devices for development unless told otherwise, and caps push lists at 1000', async () => {
    const channels = Array.from({ length: 1500 }, (_, index) => `c${index}`);
    const { connection, requests } = serviceAnswering({ body: [1, 'Modified Channels'] }, { body: channels });
    await addPushChannels(connection, { device: 'tok', pushGateway: 'apns2', topic: 'net.meshwork', channels: ['a'] });
    const listed = await listPushChannels(connection, { device: 'tok', pushGateway: 'gcm', count: 5000 });
    expect(requests[0]!.url.pathname).toBe('/v2/push/sub-key/sub/devices-apns2/tok');
    expect(requests[0]!.url.searchParams.get('environment')).toBe('development');
    expect(requests[1]!.url.searchParams.get('type')).toBe('gcm');
    expect(requests[1]!.url.searchParams.get('count')).toBe('1000');
    expect(listed.channels).toHaveLength(1000);
  });

  it('throws a service error for any status of 400 or above, and for an in-band error', async () => {
    for (const status of [400, 403, 404, 413, 429, 500, 503]) {
      const { connection } = serviceAnswering({ status, body: { status, error: true, message: 'no' } });
      await expect(publish(connection, { channel: 'a', message: 'hi' })).rejects.toMatchObject({ name: 'RealtimeServiceError', status });
    }
    const { connection } = serviceAnswering({
      status: 200,
      body: { error: 1, status: 403, message: 'Forbidden', service: 'Access Manager' },
    });
    await expect(publish(connection, { channel: 'a', message: 'hi' })).rejects.toBeInstanceOf(RealtimeServiceError);
  });

  it("answers 'Grant Token error: PAM module disabled' when the service has token grants off", async () => {
    const body = {
      status: 403,
      message: 'PAM module disabled',
      service: 'Access Manager',
      error: { message: 'PAM module disabled', source: 'grant' },
    };
    const { connection } = serviceAnswering({ status: 403, body });
    await expect(grantToken(connection, { ttl: 10, permissions: {} })).rejects.toThrow(`${text.grantTokenError}PAM module disabled`);
  });

  const grant = {
    body: {
      data: { id: 'f1', name: 'cat.png' },
      file_upload_request: {
        url: 'http://rt.test/v1/files/upload/f1',
        form_fields: [{ key: 'Content-Type', value: 'application/octet-stream' }],
      },
    },
  };

  it("fails an upload that does not answer 204: 'Upload to bucket was unsuccessful'", async () => {
    const { connection, requests } = serviceAnswering(grant, { status: 200, body: {} });
    await expect(sendFile(connection, { channel: 'a', file: new Blob(['x']), name: 'cat.png' })).rejects.toThrow(text.uploadUnsuccessful);
    expect(requests).toHaveLength(2);
  });

  it('publishes the file message up to the configured number of times, then gives up with the manual hint', async () => {
    const { connection, requests } = serviceAnswering(grant, { status: 204 }, { status: 500, body: {} });
    await expect(
      sendFile({ ...connection, fileUploadPublishRetryLimit: 3 }, { channel: 'a', file: new Blob(['x']), name: 'cat.png' }),
    ).rejects.toThrow(text.publishFileFailed);
    expect(requests.filter((request) => request.url.pathname.startsWith('/v1/files/publish-file/'))).toHaveLength(3);
  });

  it('sends a file in three steps and answers its id, name and timetoken', async () => {
    const { connection, requests } = serviceAnswering(grant, { status: 204 }, sent);
    await expect(sendFile(connection, { channel: 'a', file: new Blob(['x'], { type: 'image/png' }), name: 'cat.png' })).resolves.toEqual({
      id: 'f1',
      name: 'cat.png',
      timetoken: '17000000000000001',
    });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'GET']);
  });
});
