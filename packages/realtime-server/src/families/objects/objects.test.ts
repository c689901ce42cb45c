import { directChannelOf, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { memberClient } from '../../../test/memberClient.js';
import { connected, sdkClient, sdkFailure, type SdkClient } from '../../../test/sdkClient.js';

let open: RealtimeTestServer;
let sdk: SdkClient;
beforeAll(async () => {
  open = await startRealtimeServer({ openAccess: true });
  sdk = sdkClient(open, { uuid: 'ada' }).client;
});
afterAll(() => open.close());

const ids = (list: { data: { id?: string; channel?: { id: string }; uuid?: { id: string } }[] }) =>
  list.data.map((item) => item.id ?? item.channel?.id ?? item.uuid?.id);

describe('uuid and channel metadata through the SDK', () => {
  it('sets, gets, lists and removes uuid metadata', async () => {
    const set = await sdk.objects.setUUIDMetadata({
      uuid: 'ada',
      data: { name: 'Ada', email: 'ada@example.com', custom: { colour: 'teal', age: 36 } },
    });
    expect(set).toMatchObject({
      status: 200,
      data: {
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        externalId: null,
        custom: { colour: 'teal', age: 36 },
        eTag: expect.any(String),
        updated: expect.any(String),
      },
    });
    await sdk.objects.setUUIDMetadata({ uuid: 'bob', data: { name: 'Bob', custom: { colour: 'red', age: 41 } } });
    await sdk.objects.setUUIDMetadata({ uuid: 'cyd', data: { name: 'Cyd' } });

    const got = await sdk.objects.getUUIDMetadata({ uuid: 'ada' });
    expect(got.data).toEqual(set.data);
    expect((await sdk.objects.getUUIDMetadata({ uuid: 'ada', include: { customFields: false } })).data).not.toHaveProperty('custom');

    const all = await sdk.objects.getAllUUIDMetadata({ include: { customFields: true, totalCount: true }, sort: { name: 'desc' } });
    expect(all).toMatchObject({ status: 200, totalCount: 3 });
    expect(ids(all)).toEqual(['cyd', 'bob', 'ada']);
    expect(ids(await sdk.objects.getAllUUIDMetadata({ filter: "name like 'A*' || custom.age > 40", sort: { name: 'asc' } }))).toEqual([
      'ada',
      'bob',
    ]);
    expect(ids(await sdk.objects.getAllUUIDMetadata({ filter: "custom.colour == 'teal' && !(name == 'Bob')" }))).toEqual(['ada']);

    const page1 = await sdk.objects.getAllUUIDMetadata({ limit: 2, sort: { name: 'asc' } });
    expect(ids(page1)).toEqual(['ada', 'bob']);
    const page2 = await sdk.objects.getAllUUIDMetadata({ limit: 2, sort: { name: 'asc' }, page: { next: page1.next } });
    expect(ids(page2)).toEqual(['cyd']);
    expect(page2.next).toBeUndefined();
    expect(ids(await sdk.objects.getAllUUIDMetadata({ limit: 2, sort: { name: 'asc' }, page: { prev: page2.prev } }))).toEqual([
      'ada',
      'bob',
    ]);

    expect(await sdk.objects.removeUUIDMetadata({ uuid: 'cyd' })).toMatchObject({ status: 200, data: null });
    expect(await sdkFailure(sdk.objects.getUUIDMetadata({ uuid: 'cyd' }))).toMatchObject({ statusCode: 404 });
  });

  it('sets, gets, lists and removes channel metadata', async () => {
    const set = await sdk.objects.setChannelMetadata({
      channel: 'chat.1',
      data: { name: 'Ada & Bob', description: 'planning', custom: { kind: 'direct' } },
    });
    expect(set.data).toMatchObject({ id: 'chat.1', name: 'Ada & Bob', description: 'planning', custom: { kind: 'direct' } });
    await sdk.objects.setChannelMetadata({ channel: 'chat.2', data: { name: 'Lobby' } });
    expect((await sdk.objects.getChannelMetadata({ channel: 'chat.1' })).data).toEqual(set.data);
    const all = await sdk.objects.getAllChannelMetadata({
      include: { totalCount: true },
      filter: "id like 'chat.*'",
      sort: { updated: 'desc' },
    });
    expect(all.totalCount).toBe(2);
    expect(ids(all)).toEqual(['chat.2', 'chat.1']);
    await sdk.objects.removeChannelMetadata({ channel: 'chat.2' });
    expect(ids(await sdk.objects.getAllChannelMetadata({ filter: "id like 'chat.*'" }))).toEqual(['chat.1']);
  });
});

describe('objects events', () => {
  it('delivers uuid and membership changes to subscribers (e: 2)', async () => {
    const { client, events } = sdkClient(open, { uuid: 'watcher' });
    const heard: { channel: string; message: { event: string; type: string; data: Record<string, unknown> } }[] = [];
    client.addListener({ objects: (event: (typeof heard)[number]) => heard.push(event) });
    client.subscribe({ channels: ['dora', 'room.events'] });
    try {
      await connected(events);
      await sdk.objects.setUUIDMetadata({ uuid: 'dora', data: { name: 'Dora' } });
      await sdk.objects.setMemberships({ uuid: 'dora', channels: ['room.events'] });
      await expect.poll(() => heard.length >= 3, { message: 'three objects events' }).toBeTruthy();
      expect(heard).toContainEqual(
        expect.objectContaining({
          channel: 'dora',
          message: expect.objectContaining({ event: 'set', type: 'uuid', data: expect.objectContaining({ id: 'dora', name: 'Dora' }) }),
        }),
      );
      expect(
        heard
          .filter((event) => event.message.type === 'membership')
          .map((event) => event.channel)
          .sort(),
      ).toEqual(['dora', 'room.events']);
    } finally {
      client.unsubscribeAll();
      client.stop();
    }
  });
});

describe('memberships and members through the SDK', () => {
  it('sets, gets and removes memberships with include, filter, sort and paging', async () => {
    await sdk.objects.setChannelMetadata({ channel: 'room.a', data: { name: 'Alpha', custom: { floor: 1 } } });
    await sdk.objects.setChannelMetadata({ channel: 'room.b', data: { name: 'Beta' } });
    const set = await sdk.objects.setMemberships({
      uuid: 'ada',
      channels: ['room.b', { id: 'room.a', custom: { role: 'owner' } }, 'room.c'],
      include: { customFields: true, channelFields: true, customChannelFields: true, totalCount: true },
    });
    expect(set.totalCount).toBe(3);
    expect(set.data).toContainEqual(
      expect.objectContaining({
        channel: expect.objectContaining({ id: 'room.a', name: 'Alpha', custom: { floor: 1 } }),
        custom: { role: 'owner' },
      }),
    );
    expect(set.data).toContainEqual(expect.objectContaining({ channel: { id: 'room.c' } }));

    const sorted = await sdk.objects.getMemberships({
      uuid: 'ada',
      include: { channelFields: true },
      sort: { 'channel.name': 'asc' },
      limit: 2,
    });
    expect(ids(sorted)).toEqual(['room.a', 'room.b']);
    expect(
      ids(await sdk.objects.getMemberships({ uuid: 'ada', page: { next: sorted.next }, limit: 2, sort: { 'channel.name': 'asc' } })),
    ).toEqual(['room.c']);
    expect(ids(await sdk.objects.getMemberships({ uuid: 'ada', filter: "custom.role == 'owner'" }))).toEqual(['room.a']);

    const removed = await sdk.objects.removeMemberships({ uuid: 'ada', channels: ['room.b', 'room.c'] });
    expect(ids(removed)).toEqual(['room.a']);
  });

  it('sets, gets and removes channel members', async () => {
    await sdk.objects.setUUIDMetadata({ uuid: 'bob', data: { name: 'Bob', custom: { colour: 'red' } } });
    const set = await sdk.objects.setChannelMembers({
      channel: 'room.m',
      uuids: ['ada', { id: 'bob', custom: { role: 'guest' } }],
      include: { customFields: true, UUIDFields: true, customUUIDFields: true },
    });
    expect(set.data).toContainEqual(
      expect.objectContaining({
        uuid: expect.objectContaining({ id: 'bob', name: 'Bob', custom: { colour: 'red' } }),
        custom: { role: 'guest' },
      }),
    );

    const members = await sdk.objects.getChannelMembers({
      channel: 'room.m',
      include: { UUIDFields: true, totalCount: true },
      sort: { 'uuid.name': 'desc' },
      filter: "uuid.name like 'A*' || custom.role == 'guest'",
    });
    expect(members.totalCount).toBe(2);
    expect(ids(members)).toEqual(['bob', 'ada']);
    expect(ids(await sdk.objects.getChannelMembers({ channel: 'room.m', limit: 1 }))).toHaveLength(1);

    expect(ids(await sdk.objects.removeChannelMembers({ channel: 'room.m', uuids: ['ada'] }))).toEqual(['bob']);
  });
});

describe('bad objects input', () => {
  const base = `/v2/objects/${testKeys.subscribeKey}`;
  const call = (method: string, path: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) =>
    open.request(method, `${base}${path}${path.includes('?') ? '&' : '?'}uuid=ada`, options);

  it.each([
    ['a limit over 100', '/uuids?limit=101'],
    ['a zero limit', '/channels?limit=0'],
    ['a filter that does not parse', `/uuids?filter=${encodeURIComponent("name == 'Ada")}`],
    ['a filter on an unknown field', `/uuids?filter=${encodeURIComponent("nickname == 'x'")}`],
    ['a comparison of text to a number', `/uuids?filter=${encodeURIComponent('name > 3')}`],
    ['a sort on an unknown field', '/uuids?sort=colour'],
    ['a sort with a bad direction', '/uuids?sort=name:up'],
    ['an unknown include', '/uuids/ada/channels?include=everything'],
    ['a foreign cursor', '/channels?start=bm9wZQ'],
  ])('answers 400 to %s', async (_, path) => {
    const answer = await call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: { source: 'objects', message: expect.any(String) } });
  });

  it('answers 400 to bad bodies', async () => {
    expect((await call('PATCH', '/uuids/ada', { rawBody: '{"name":' })).status).toBe(400);
    expect((await call('PATCH', '/uuids/ada', { body: { name: 42 } })).status).toBe(400);
    expect((await call('PATCH', '/channels/c1', { body: { custom: { deep: { a: 1 } } } })).status).toBe(400);
    expect((await call('PATCH', '/uuids/ada/channels', { body: { set: [{ channel: {} }] } })).status).toBe(400);
    expect((await call('PATCH', '/channels/c1/uuids', { body: { set: [] } })).status).toBe(400);
  });

  it('honours If-Match with 412', async () => {
    const { body } = await call('PATCH', '/uuids/ifmatch', { body: { name: 'v1' } });
    expect((await call('PATCH', '/uuids/ifmatch', { body: { name: 'v2' }, headers: { 'if-match': 'stale' } })).status).toBe(412);
    expect((await call('PATCH', '/uuids/ifmatch', { body: { name: 'v2' }, headers: { 'if-match': body.data.eTag } })).status).toBe(200);
  });
});

describe('objects access', () => {
  let members: RealtimeTestServer;
  beforeAll(async () => {
    members = await startRealtimeServer();
  });
  afterAll(() => members.close());

  it('lets a member change only its own uuid metadata and memberships', async () => {
    const [ada, bob] = [memberClient(members), memberClient(members)];
    expect((await ada.sdk.objects.setUUIDMetadata({ uuid: ada.uuid, data: { name: 'Ada' } })).data.name).toBe('Ada');
    expect(await sdkFailure(bob.sdk.objects.setUUIDMetadata({ uuid: ada.uuid, data: { name: 'Not Ada' } }))).toMatchObject({
      statusCode: 403,
    });
    expect(await sdkFailure(bob.sdk.objects.removeUUIDMetadata({ uuid: ada.uuid }))).toMatchObject({ statusCode: 403 });
    expect(await sdkFailure(bob.sdk.objects.getUUIDMetadata({ uuid: ada.uuid }))).toMatchObject({ statusCode: 403 });
    expect(ids(await bob.sdk.objects.getAllUUIDMetadata())).not.toContain(ada.uuid);
    expect(await sdkFailure(bob.sdk.objects.getMemberships({ uuid: ada.uuid }))).toMatchObject({ statusCode: 403 });
    expect(await sdkFailure(bob.sdk.objects.setMemberships({ uuid: ada.uuid, channels: ['public.x'] }))).toMatchObject({ statusCode: 403 });
    expect((await ada.sdk.objects.getUUIDMetadata({ uuid: ada.uuid })).data.name).toBe('Ada');
  });

  it("shows a member's uuid metadata to its friends", async () => {
    const [ada, bob] = [memberClient(members), memberClient(members)];
    await ada.sdk.objects.setUUIDMetadata({ uuid: ada.uuid, data: { name: 'Ada' } });
    await members.access.befriend(ada, bob);
    expect((await bob.sdk.objects.getUUIDMetadata({ uuid: ada.uuid })).data.name).toBe('Ada');
    expect(ids(await bob.sdk.objects.getAllUUIDMetadata())).toEqual([ada.uuid]);
    // Strangers' rows exist (the earlier test's Ada), but neither the page nor the count sees them.
    const counted = await bob.sdk.objects.getAllUUIDMetadata({ include: { totalCount: true }, limit: 1 });
    expect(counted).toMatchObject({ totalCount: 1 });
    expect(counted.next).toBeUndefined();
  });

  it('keeps channel metadata and members to those who may use the channel', async () => {
    const [ada, bob, eve] = [memberClient(members), memberClient(members), memberClient(members)];
    const chat = directChannelOf(ada.id, bob.id);
    await ada.sdk.objects.setChannelMetadata({ channel: chat, data: { name: 'Ada & Bob' } });
    expect((await bob.sdk.objects.getChannelMetadata({ channel: chat })).data.name).toBe('Ada & Bob');
    expect(await sdkFailure(eve.sdk.objects.getChannelMetadata({ channel: chat }))).toMatchObject({ statusCode: 403 });
    expect(await sdkFailure(eve.sdk.objects.setChannelMetadata({ channel: chat, data: { name: 'mine' } }))).toMatchObject({
      statusCode: 403,
    });
    expect(await sdkFailure(eve.sdk.objects.getChannelMembers({ channel: chat }))).toMatchObject({ statusCode: 403 });
    expect(ids(await eve.sdk.objects.getAllChannelMetadata())).not.toContain(chat);
    await ada.sdk.objects.setChannelMembers({ channel: userChannelOf(ada.id), uuids: [ada.uuid] });
    expect(await sdkFailure(eve.sdk.objects.getChannelMembers({ channel: userChannelOf(ada.id) }))).toMatchObject({ statusCode: 403 });
  });
});
