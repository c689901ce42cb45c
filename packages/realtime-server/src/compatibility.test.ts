import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { runPrefix } from '../test/runPrefix.js';
import { connected, sdkClient, type SdkClient } from '../test/sdkClient.js';

let t: RealtimeTestServer;
const clients: SdkClient[] = [];
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(async () => {
  for (const client of clients) {
    client.unsubscribeAll();
    client.stop();
  }
  await t.close();
});

function client(uuid: string) {
  const made = sdkClient(t, { uuid });
  clients.push(made.client);
  return made;
}

let channelCount = 0;
const freshChannel = () => `${runPrefix}.compat${++channelCount}`;

describe('pubnub@4.37.0 drives every core family', () => {
  it('time, publish (GET and POST), fire and signal round-trip to a subscriber', async () => {
    const { client: alice } = client('alice');
    const { client: bob, events } = client('bob');
    const channel = freshChannel();
    expect(String((await alice.time()).timetoken)).toMatch(/^\d{17}$/);
    bob.subscribe({ channels: [channel] });
    await connected(events);
    const first = await alice.publish({ channel, message: { text: 'hi' }, meta: { lang: 'en' } });
    const posted = await alice.publish({ channel, message: { text: 'by post' }, sendByPost: true });
    const fired = await alice.fire({ channel, message: 'fired' });
    const signal = await alice.signal({ channel, message: 'typing' });
    await expect
      .poll(() => events.messages.length === 3 && events.signals.length === 1, { message: 'three messages and a signal' })
      .toBeTruthy();
    expect(events.messages.map((event) => [event.message, event.timetoken])).toEqual([
      [{ text: 'hi' }, first.timetoken],
      [{ text: 'by post' }, posted.timetoken],
      ['fired', fired.timetoken],
    ]);
    expect(events.messages[0]).toMatchObject({ publisher: 'alice', userMetadata: { lang: 'en' }, channel });
    expect(events.signals[0]).toMatchObject({ message: 'typing', timetoken: signal.timetoken, publisher: 'alice' });
    expect(BigInt(first.timetoken) < BigInt(posted.timetoken) && BigInt(posted.timetoken) < BigInt(fired.timetoken)).toBe(true);

    const history = await alice.history({ channel, includeMeta: true, stringifiedTimeToken: true });
    expect(history.messages.map((item: any) => item.entry)).toEqual([{ text: 'hi' }, { text: 'by post' }]);
    expect(history.messages[0]).toMatchObject({ timetoken: first.timetoken, meta: { lang: 'en' } });
  });

  it('filters by expression on the publish meta', async () => {
    const { client: alice } = client('alice-f');
    const filtered = sdkClient(t, { uuid: 'bob-f' });
    clients.push(filtered.client);
    filtered.client.setFilterExpression("lang == 'fr' || uuid == 'nobody'");
    const channel = freshChannel();
    filtered.client.subscribe({ channels: [channel] });
    await connected(filtered.events);
    await alice.publish({ channel, message: 'english', meta: { lang: 'en' } });
    await alice.publish({ channel, message: 'français', meta: { lang: 'fr' } });
    await expect.poll(() => filtered.events.messages.length === 1, { message: 'the French message' }).toBeTruthy();
    expect(filtered.events.messages[0]!.message).toBe('français');
  });

  it('fetches messages with actions, adds and removes actions and counts messages', async () => {
    const { client: alice } = client('alice-a');
    const { client: bob, events } = client('bob-a');
    const channel = freshChannel();
    const other = freshChannel();
    bob.subscribe({ channels: [channel] });
    await connected(events);
    const message = await alice.publish({ channel, message: { text: 'react to me' } });
    await alice.publish({ channel: other, message: 'elsewhere' });
    const added = await bob.addMessageAction({
      channel,
      messageTimetoken: message.timetoken,
      action: { type: 'reaction', value: 'smile' },
    });
    expect(added.data).toMatchObject({ type: 'reaction', value: 'smile', uuid: 'bob-a', messageTimetoken: message.timetoken });
    await expect.poll(() => events.actions.find((event) => event.event === 'added'), { message: 'the added event' }).toBeTruthy();
    expect(events.actions[0]!.data).toMatchObject({
      type: 'reaction',
      value: 'smile',
      uuid: 'bob-a',
      actionTimetoken: added.data.actionTimetoken,
    });

    const fetched = await alice.fetchMessages({ channels: [channel], includeMessageActions: true, includeMeta: true });
    expect(fetched.channels[channel]).toHaveLength(1);
    expect(fetched.channels[channel][0].actions).toEqual({
      reaction: { smile: [{ uuid: 'bob-a', actionTimetoken: added.data.actionTimetoken }] },
    });
    const both = await alice.fetchMessages({ channels: [channel, other] });
    expect(Object.keys(both.channels).sort()).toEqual([channel, other].sort());

    const listed = await alice.getMessageActions({ channel });
    expect(listed.data.map((action: any) => action.actionTimetoken)).toEqual([added.data.actionTimetoken]);
    const duplicate = await bob
      .addMessageAction({ channel, messageTimetoken: message.timetoken, action: { type: 'reaction', value: 'smile' } })
      .catch((error: any) => error);
    expect(duplicate.status.statusCode).toBe(409);
    await bob.removeMessageAction({ channel, messageTimetoken: message.timetoken, actionTimetoken: added.data.actionTimetoken });
    await expect.poll(() => events.actions.find((event) => event.event === 'removed'), { message: 'the removed event' }).toBeTruthy();
    expect((await alice.getMessageActions({ channel })).data).toEqual([]);

    const counts = await alice.messageCounts({
      channels: [channel, other],
      channelTimetokens: [String(BigInt(message.timetoken) - 1n), message.timetoken],
    });
    expect(counts.channels).toEqual({ [channel]: 1, [other]: 1 });

    await alice.deleteMessages({ channel, start: String(BigInt(message.timetoken) + 1n), end: message.timetoken });
    expect((await alice.fetchMessages({ channels: [channel] })).channels[channel]).toBeUndefined();
  });

  it('reports presence: join, state, here-now, where-now, leave and timeout', async () => {
    const channel = freshChannel();
    const { client: watcher, events } = client('watcher');
    watcher.subscribe({ channels: [channel], withPresence: true });
    await connected(events);
    const { client: dora, events: doraEvents } = client('dora');
    dora.subscribe({ channels: [channel] });
    await connected(doraEvents);
    await expect
      .poll(() => events.presence.find((event) => event.action === 'join' && event.uuid === 'dora'), { message: 'dora joining' })
      .toBeTruthy();

    await dora.setState({ channels: [channel], state: { mood: 'fine' } });
    await expect
      .poll(() => events.presence.find((event) => event.action === 'state-change' && event.uuid === 'dora'), {
        message: 'the state change',
      })
      .toBeTruthy();
    expect((await watcher.getState({ uuid: 'dora', channels: [channel] })).channels[channel]).toEqual({ mood: 'fine' });
    const hereNow = await watcher.hereNow({ channels: [channel], includeState: true });
    expect(hereNow.channels[channel].occupants).toContainEqual({ uuid: 'dora', state: { mood: 'fine' } });
    expect((await watcher.whereNow({ uuid: 'dora' })).channels).toEqual([channel]);

    dora.unsubscribe({ channels: [channel] });
    await expect
      .poll(() => events.presence.find((event) => event.action === 'leave' && event.uuid === 'dora'), { message: 'dora leaving' })
      .toBeTruthy();

    // A client that stops sending heartbeats times out (2 s here; the SDK's own minimum is 20 s).
    const heartbeat = await t.request(
      'GET',
      `/v2/presence/sub-key/${testKeys.subscribeKey}/channel/${channel}/heartbeat?uuid=ghost&heartbeat=2`,
    );
    expect(heartbeat.body).toEqual({ status: 200, message: 'OK', service: 'Presence' });
    await expect
      .poll(() => events.presence.find((event) => event.action === 'join' && event.uuid === 'ghost'), { message: 'the ghost joining' })
      .toBeTruthy();
    await expect
      .poll(() => events.presence.find((event) => event.action === 'timeout' && event.uuid === 'ghost'), {
        message: 'the ghost timing out',
      })
      .toBeTruthy();
  });

  it('manages channel groups and delivers through them', async () => {
    const group = `${runPrefix}-group`;
    const [first, second] = [freshChannel(), freshChannel()];
    const { client: alice } = client('alice-g');
    const { client: bob, events } = client('bob-g');
    await alice.channelGroups.addChannels({ channelGroup: group, channels: [first, second] });
    expect((await alice.channelGroups.listChannels({ channelGroup: group })).channels.sort()).toEqual([first, second].sort());
    expect((await alice.channelGroups.listGroups()).groups).toContain(group);
    bob.subscribe({ channelGroups: [group] });
    await connected(events);
    await alice.publish({ channel: second, message: 'through the group' });
    await expect.poll(() => events.messages[0], { message: 'the message through the group' }).toBeTruthy();
    expect(events.messages[0]).toMatchObject({ channel: second, subscription: group, message: 'through the group' });

    await alice.channelGroups.removeChannels({ channelGroup: group, channels: [second] });
    expect((await alice.channelGroups.listChannels({ channelGroup: group })).channels).toEqual([first]);
    await alice.channelGroups.deleteGroup({ channelGroup: group });
    expect((await alice.channelGroups.listChannels({ channelGroup: group })).channels).toEqual([]);
  });
});
