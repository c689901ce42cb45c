import { realtimeMessages as text } from '@meshwork/contracts';
import { sdkClient } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addChannelsToGroup,
  addMessageAction,
  addPushChannels,
  deleteFile,
  downloadFile,
  fetchMessages,
  getChannelMembers,
  getFileUrl,
  getMemberships,
  grantToken,
  hereNow,
  history,
  listChannelsOfGroup,
  listFiles,
  listPushChannels,
  messageCounts,
  publish,
  RealtimeServiceError,
  removeMessageAction,
  sendFile,
  setChannelMembers,
  setChannelMetadata,
  setMemberships,
  setState,
  signal,
  subscribe,
  time,
  whereNow,
  type MessageEvent,
} from '../src/index.js';
import { connectionOf, listening, twoFriends } from './serviceClients.js';

let world: Awaited<ReturnType<typeof twoFriends>>;
beforeAll(async () => (world = await twoFriends()));
afterAll(() => world.server.close());

const texts = (events: unknown[]) => events.map((event) => ((event as MessageEvent).message as { text: string }).text);

describe('the realtime client against the realtime service', () => {
  it('delivers a message, a signal and a reaction live, and keeps the message with its reaction in history', async () => {
    const { server, ada, bob, channel } = world;
    const adaSide = await listening(connectionOf(server, ada), { channels: [channel] });
    const bobConnection = connectionOf(server, bob);
    const { timetoken } = await publish(bobConnection, { channel, message: { text: 'hi 👋\nthere' }, meta: { kind: 'text' } });
    await signal(bobConnection, { channel, message: { typing: true } });
    const { data: reaction } = await addMessageAction(bobConnection, {
      channel,
      messageTimetoken: timetoken,
      action: { type: 'reaction', value: '👍' },
    });

    await expect.poll(() => adaSide.events.actions.length === 1, { message: 'the reaction' }).toBeTruthy();
    expect(adaSide.events.messages).toMatchObject([
      { channel, timetoken, publisher: bob.uuid, message: { text: 'hi 👋\nthere' }, userMetadata: { kind: 'text' } },
    ]);
    expect(adaSide.events.signals).toMatchObject([{ channel, publisher: bob.uuid, message: { typing: true } }]);
    expect(adaSide.events.actions).toMatchObject([
      { event: 'added', data: { type: 'reaction', value: '👍', messageTimetoken: timetoken, uuid: bob.uuid } },
    ]);

    const adaConnection = connectionOf(server, ada);
    const fetched = await fetchMessages(adaConnection, { channels: [channel], includeMessageActions: true, includeMeta: true });
    expect(fetched.channels[channel]).toMatchObject([
      {
        timetoken,
        uuid: bob.uuid,
        message: { text: 'hi 👋\nthere' },
        meta: { kind: 'text' },
        actions: { reaction: { '👍': [{ uuid: bob.uuid }] } },
      },
    ]);
    expect((await history(adaConnection, { channel })).messages).toMatchObject([{ timetoken, entry: { text: 'hi 👋\nthere' } }]);
    expect(await messageCounts(adaConnection, { channels: [channel], channelTimetokens: ['0'] })).toEqual({ channels: { [channel]: 1 } });

    await removeMessageAction(bobConnection, { channel, messageTimetoken: timetoken, actionTimetoken: reaction.actionTimetoken });
    await expect.poll(() => adaSide.events.actions.length === 2, { message: 'the removal' }).toBeTruthy();
    await adaSide.subscription.stop();
  });

  it('loses nothing and repeats nothing across a reconnect: it catches up from its cursor', async () => {
    const { server, ada, bob, channel } = world;
    let offline = false;
    const flakyFetch: typeof fetch = (input, init) => (offline ? Promise.reject(new TypeError('network down')) : fetch(input, init));
    const adaSide = await listening(connectionOf(server, ada, { fetch: flakyFetch }), {
      channels: [channel],
      backoff: { initialMs: 50, maxMs: 200 },
    });
    const bobConnection = connectionOf(server, bob);
    await publish(bobConnection, { channel, message: { text: 'one' } });
    await expect.poll(() => adaSide.events.messages.length === 1, { message: 'the first message' }).toBeTruthy();

    offline = true;
    // The pending poll is cut as a dropped connection would be.
    adaSide.subscription.update({});
    await expect
      .poll(() => adaSide.events.statuses.some((status) => (status as { category: string }).category === 'networkDown'), {
        message: 'the outage',
      })
      .toBeTruthy();
    for (const word of ['two', 'three', 'four']) await publish(bobConnection, { channel, message: { text: word } });
    offline = false;

    await expect.poll(() => adaSide.events.messages.length >= 4, { message: 'the missed messages' }).toBeTruthy();
    await publish(bobConnection, { channel, message: { text: 'five' } });
    await expect.poll(() => adaSide.events.messages.length >= 5, { message: 'the next message' }).toBeTruthy();
    expect(texts(adaSide.events.messages)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(adaSide.events.statuses.map((status) => (status as { category: string }).category)).toContain('reconnected');
    await adaSide.subscription.stop();
  });

  it('decrypts what the protocol SDK encrypted, and the SDK decrypts what it encrypted', async () => {
    const { server, ada, bob, channel } = world;
    const cipherKey = 'shared-cipher-key';
    const adaSide = await listening(connectionOf(server, ada, { cipherKey }), { channels: [channel] });
    const sdk = sdkClient(server, { uuid: bob.uuid, authKey: bob.token });
    sdk.client.setCipherKey(cipherKey);
    sdk.client.subscribe({ channels: [channel] });
    await expect
      .poll(() => sdk.events.statuses.find((status) => status.category === 'PNConnectedCategory'), { message: 'the SDK connected' })
      .toBeTruthy();

    await sdk.client.publish({ channel, message: { text: 'from the SDK' } });
    await expect.poll(() => adaSide.events.messages.length === 1, { message: 'the SDK message' }).toBeTruthy();
    expect(adaSide.events.messages).toMatchObject([{ message: { text: 'from the SDK' } }]);
    expect((adaSide.events.messages[0] as MessageEvent).error).toBeUndefined();

    await publish(connectionOf(server, ada, { cipherKey }), { channel, message: { text: 'from the client' } });
    await expect
      .poll(() => sdk.events.messages.some((event) => event.message?.text === 'from the client'), {
        message: 'the client message in the SDK',
      })
      .toBeTruthy();

    const withoutKey = await fetchMessages(connectionOf(server, ada, { cipherKey: 'another key' }), { channels: [channel], count: 1 });
    expect(withoutKey.channels[channel]![0]!.error).toMatch(new RegExp(`^${text.decryptionError}`));
    sdk.client.unsubscribeAll();
    sdk.client.stop();
    await adaSide.subscription.stop();
  });

  it('sends a file that the other side hears of, lists, downloads and deletes', async () => {
    const { server, ada, bob, channel } = world;
    const adaSide = await listening(connectionOf(server, ada), { channels: [channel] });
    const bobConnection = connectionOf(server, bob);
    const progress: number[] = [];
    const sent = await sendFile(bobConnection, {
      channel,
      name: 'notes.txt',
      file: new Blob(['hello file'], { type: 'text/plain' }),
      message: { text: 'my notes' },
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    await expect.poll(() => adaSide.events.files.length === 1, { message: 'the file message' }).toBeTruthy();
    const ref = { channel, id: sent.id, name: sent.name };
    expect(adaSide.events.files).toMatchObject([
      { message: { text: 'my notes' }, file: { id: sent.id, name: 'notes.txt', url: getFileUrl(connectionOf(server, ada), ref) } },
    ]);
    expect((await listFiles(connectionOf(server, ada), { channel })).data).toMatchObject([{ id: sent.id, name: 'notes.txt' }]);
    expect(await (await downloadFile(connectionOf(server, ada), ref)).text()).toBe('hello file');
    await deleteFile(bobConnection, ref);
    expect((await listFiles(bobConnection, { channel })).data).toEqual([]);
    await adaSide.subscription.stop();
  });

  it('shows who is here, with their state, and where a member is', async () => {
    const { server, ada, bob, channel } = world;
    const adaConnection = connectionOf(server, ada);
    const adaSide = await listening(adaConnection, { channels: [channel], withPresence: true });
    await setState(adaConnection, { channels: [channel], state: { status: 'away' } });
    const here = await hereNow(connectionOf(server, bob), { channels: [channel], includeState: true });
    expect(here.channels[channel]!.occupants).toContainEqual({ uuid: ada.uuid, state: { status: 'away' } });
    expect((await whereNow(adaConnection)).channels).toContain(channel);
    await adaSide.subscription.stop({ leave: true });
    await expect
      .poll(async () => (await hereNow(connectionOf(server, bob), { channels: [channel] })).totalOccupancy === 0, { message: 'the leave' })
      .toBeTruthy();
  });

  it('receives a conversation through a channel group of its own', async () => {
    const { server, ada, bob, channel } = world;
    const adaConnection = connectionOf(server, ada);
    const group = `${ada.id}:conversations`;
    await addChannelsToGroup(adaConnection, { channelGroup: group, channels: [channel] });
    expect(await listChannelsOfGroup(adaConnection, { channelGroup: group })).toEqual({ channels: [channel] });
    const adaSide = await listening(adaConnection, { channelGroups: [group] });
    await publish(connectionOf(server, bob), { channel, message: { text: 'via the group' } });
    await expect.poll(() => adaSide.events.messages.length === 1, { message: 'the grouped message' }).toBeTruthy();
    expect(adaSide.events.messages).toMatchObject([{ channel, subscription: group, message: { text: 'via the group' } }]);
    await adaSide.subscription.stop();
  });

  it('keeps channel metadata and members as objects', async () => {
    const { server, ada, bob, channel } = world;
    const adaConnection = connectionOf(server, ada);
    await setChannelMetadata(adaConnection, { channel, data: { name: 'Ada & Bob', custom: { kind: 'direct' } } });
    // A member writes its own membership only: each joins itself.
    await setChannelMembers(adaConnection, { channel, uuids: [{ uuid: ada.uuid }] });
    await setMemberships(connectionOf(server, bob), { channels: [{ channel, custom: { role: 'member' } }] });
    const members = await getChannelMembers(adaConnection, { channel });
    expect(members.data.map((member) => member.uuid.id).sort()).toEqual([ada.uuid, bob.uuid].sort());
    const memberships = await getMemberships(connectionOf(server, bob), { include: ['custom', 'channel'] });
    expect(memberships.data).toMatchObject([{ channel: { id: channel, name: 'Ada & Bob' }, custom: { role: 'member' } }]);
    await expect(setChannelMembers(adaConnection, { channel, uuids: [{ uuid: bob.uuid }] })).rejects.toMatchObject({ status: 403 });
  });

  it('is refused a conversation of others, and its subscribe loop ends with access denied', async () => {
    const { server, ada } = world;
    const carol = server.access.member();
    const dave = server.access.member();
    const theirs = [carol.id, dave.id].sort().join('.');
    const connection = connectionOf(server, ada);
    await expect(publish(connection, { channel: `dm.${theirs}`, message: 'hi' })).rejects.toMatchObject({ status: 403 });
    const statuses: string[] = [];
    const subscription = subscribe(connection, { channels: [`dm.${theirs}`], status: (status) => statuses.push(status.category) });
    await subscription.done;
    expect(statuses).toEqual(['accessDenied']);
  });

  it("registers push devices, tells the time, and answers 'Grant Token error: PAM module disabled'", async () => {
    const { server, ada, channel } = world;
    const connection = connectionOf(server, ada);
    await addPushChannels(connection, { device: 'device-token-1', pushGateway: 'gcm', channels: [channel] });
    expect(await listPushChannels(connection, { device: 'device-token-1', pushGateway: 'gcm' })).toEqual({ channels: [channel] });
    expect((await time(connection)).timetoken).toMatch(/^\d{17}$/);
    const refusal = grantToken(connection, { ttl: 10, permissions: { resources: { channels: { [channel]: 1 } } } });
    await expect(refusal).rejects.toThrow(`${text.grantTokenError}PAM module disabled`);
    await expect(refusal).rejects.toBeInstanceOf(RealtimeServiceError);
  });
});
