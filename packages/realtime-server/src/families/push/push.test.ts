import { directChannelOf, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { memberClient } from '../../../test/memberClient.js';
import { sdkFailure } from '../../../test/sdkClient.js';

let t: RealtimeTestServer;
let ada: ReturnType<typeof memberClient>;
let bob: ReturnType<typeof memberClient>;

beforeAll(async () => {
  t = await startRealtimeServer();
  [ada, bob] = [memberClient(t), memberClient(t)];
});
afterAll(() => t.close());

/** What the logging gateway recorded for a device, one entry per notification. */
const deliveriesTo = (device: string) =>
  t
    .logs()
    .split('\n')
    .filter((line) => line.includes('push notification not delivered') && line.includes(`…${device.slice(-6)}`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('push registrations through the SDK', () => {
  it.each([
    ['gcm', { pushGateway: 'gcm' }],
    ['apns2', { pushGateway: 'apns2', topic: 'org.meshwork.app' }],
    ['apns2 production', { pushGateway: 'apns2', topic: 'org.meshwork.app', environment: 'production' }],
  ])('adds, lists, removes channels and removes the device (%s)', async (_, gateway) => {
    const device = `device${Math.random().toString(16).slice(2)}`;
    const chat = directChannelOf(ada.id, bob.id);
    const own = userChannelOf(ada.id);
    await ada.sdk.push.addChannels({ device, channels: [chat, own], ...gateway });
    expect((await ada.sdk.push.listChannels({ device, ...gateway })).channels.sort()).toEqual([chat, own].sort());

    await ada.sdk.push.removeChannels({ device, channels: [own], ...gateway });
    expect(await ada.sdk.push.listChannels({ device, ...gateway })).toEqual({ channels: [chat] });

    await ada.sdk.push.deleteDevice({ device, ...gateway });
    expect(await ada.sdk.push.listChannels({ device, ...gateway })).toEqual({ channels: [] });
  });

  it('keeps gcm and apns2 registrations, topics and environments apart', async () => {
    const device = 'shared-token';
    await ada.sdk.push.addChannels({ device, channels: [userChannelOf(ada.id)], pushGateway: 'gcm' });
    expect(await ada.sdk.push.listChannels({ device, pushGateway: 'apns2', topic: 'org.meshwork.app' })).toEqual({ channels: [] });
    await ada.sdk.push.addChannels({ device, channels: [userChannelOf(ada.id)], pushGateway: 'apns2', topic: 'org.meshwork.app' });
    expect(await ada.sdk.push.listChannels({ device, pushGateway: 'apns2', topic: 'org.meshwork.app', environment: 'production' })).toEqual(
      { channels: [] },
    );
  });
});

describe('push delivery', () => {
  it('hands a published message with a gcm payload to the gateway for each registered device', async () => {
    const chat = directChannelOf(ada.id, bob.id);
    const device = `delivery${Math.random().toString(16).slice(2)}`;
    await bob.sdk.push.addChannels({ device, channels: [chat], pushGateway: 'gcm' });
    await ada.sdk.publish({ channel: chat, message: { text: 'hi', pn_gcm: { notification: { title: 'Ada', body: 'hi' } } } });
    await ada.sdk.publish({ channel: chat, message: { text: 'no push payload here' } });
    await expect.poll(() => deliveriesTo(device).length).toBe(1);
    expect(deliveriesTo(device)[0]).toMatchObject({ gateway: 'gcm', channel: chat, device: `…${device.slice(-6)}` });
  });
});

describe('push access', () => {
  it('registers only channels the member may read', async () => {
    const failure = await sdkFailure(
      bob.sdk.push.addChannels({ device: 'bobs-phone', channels: [userChannelOf(ada.id)], pushGateway: 'gcm' }),
    );
    expect(failure).toMatchObject({ statusCode: 403, category: 'PNAccessDeniedCategory' });
    expect(await bob.sdk.push.listChannels({ device: 'bobs-phone', pushGateway: 'gcm' })).toEqual({ channels: [] });
  });
});

describe('push registrations belong to the member who made them', () => {
  it("lets another member neither list nor remove them, and an add of the same device makes that member's own", async () => {
    const device = `shared${Math.random().toString(16).slice(2)}`;
    const gcm = { device, pushGateway: 'gcm' } as const;
    const [adaChat, adaOwn, bobOwn] = [directChannelOf(ada.id, bob.id), userChannelOf(ada.id), userChannelOf(bob.id)];
    await ada.sdk.push.addChannels({ ...gcm, channels: [adaChat, adaOwn] });
    expect(await bob.sdk.push.listChannels(gcm)).toEqual({ channels: [] });

    await bob.sdk.push.removeChannels({ ...gcm, channels: [adaChat, adaOwn] });
    await bob.sdk.push.deleteDevice(gcm);
    await bob.sdk.push.addChannels({ ...gcm, channels: [adaChat, bobOwn] });
    expect((await ada.sdk.push.listChannels(gcm)).channels.sort()).toEqual([adaChat, adaOwn].sort());
    expect((await bob.sdk.push.listChannels(gcm)).channels.sort()).toEqual([adaChat, bobOwn].sort());
    await ada.sdk.publish({ channel: adaChat, message: { text: 'once', pn_gcm: { notification: { body: 'once' } } } });
    await expect.poll(() => deliveriesTo(device).length).toBe(1);

    await bob.sdk.push.deleteDevice(gcm);
    expect((await ada.sdk.push.listChannels(gcm)).channels.sort()).toEqual([adaChat, adaOwn].sort());
    await ada.sdk.push.removeChannels({ ...gcm, channels: [adaOwn] });
    expect(await ada.sdk.push.listChannels(gcm)).toEqual({ channels: [adaChat] });
    await ada.sdk.push.deleteDevice(gcm);
    expect(await ada.sdk.push.listChannels(gcm)).toEqual({ channels: [] });
    // Registered twice, the device heard the message once.
    expect(deliveriesTo(device)).toHaveLength(1);
  });
});

describe('bad push input', () => {
  const path = (device: string, query: string, version: 'v1' | 'v2' = 'v1') =>
    `/${version}/push/sub-key/${testKeys.subscribeKey}/${version === 'v1' ? 'devices' : 'devices-apns2'}/${device}?uuid=${ada.uuid}&auth=${ada.token}&${query}`;

  it.each([
    ['no gateway type', () => path('d1', 'add=a')],
    ['an unknown gateway', () => path('d1', 'type=mpns&add=a')],
    ['apns2 without topic', () => path('d1', 'add=a', 'v2')],
    ['a bad environment', () => path('d1', 'topic=org.x&environment=staging', 'v2')],
    ['an empty channel list', () => path('d1', 'type=gcm&add=%2C')],
    ['a malformed device', () => path('bad%20device', 'type=gcm')],
    ['a foreign subscribe key', () => path('d1', 'type=gcm').replace(testKeys.subscribeKey, 'sub-c-other')],
  ])('answers 400 to %s', async (_, url) => {
    const answer = await t.request('GET', url());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: true, message: expect.any(String) });
  });

  it('caps a device at 1000 channels', async () => {
    const channels = Array.from({ length: 1001 }, (_, i) => `public.c${i}`);
    expect((await t.request('GET', path('d2', `type=gcm&add=${channels.slice(0, 1000).join(',')}`))).status).toBe(200);
    expect((await t.request('GET', path('d2', `type=gcm&add=${channels[1000]}`))).status).toBe(400);
    expect((await t.request('GET', path('d2', 'type=gcm'))).body).toHaveLength(1000);
  });
});
