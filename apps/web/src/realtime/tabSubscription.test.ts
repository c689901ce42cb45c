import type { MessageEvent } from '@meshwork/realtime-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptedRealtime } from '../test/scriptedRealtime';
import { TabSubscription } from './tabSubscription';

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

const tabOn = (service: ScriptedRealtime) => new TabSubscription(service.connectionOf('member-a'));

const heard = () => {
  const messages: Array<{ channel: string; message: unknown }> = [];
  return { messages, listener: { message: (event: MessageEvent) => messages.push({ channel: event.channel, message: event.message }) } };
};

describe('TabSubscription', () => {
  let tab: TabSubscription | undefined;
  afterEach(() => tab?.stop());

  it('holds one poll for every feature, and hands each message to the features hearing its channel', async () => {
    const service = new ScriptedRealtime();
    tab = tabOn(service);
    const [chat, notifications] = [heard(), heard()];
    tab.register(chat.listener).setChannels(['dm.a.b', 'group.1']);
    tab.register(notifications.listener).setChannels(['user.a', 'group.1']);
    await tab.whenConnected();
    await vi.waitFor(() => expect(service.held.size).toBe(1));
    expect([...service.held][0]!.channels).toEqual(['dm.a.b', 'group.1', 'user.a']);

    service.publish('dm.a.b', 'hello');
    service.publish('user.a', 'a notification');
    service.publish('group.1', 'to the group');
    await vi.waitFor(() => expect(notifications.messages).toHaveLength(2));
    expect(chat.messages.map((entry) => entry.message)).toEqual(['hello', 'to the group']);
    expect(notifications.messages.map((entry) => entry.message)).toEqual(['a notification', 'to the group']);
    expect(service.held.size).toBe(1);
  });

  it('adds a channel without a gap: it catches up from the cursor on what it had since', async () => {
    const service = new ScriptedRealtime();
    tab = tabOn(service);
    const [chat, group] = [heard(), heard()];
    tab.register(chat.listener).setChannels(['dm.a.b']);
    await tab.whenConnected();
    service.publish('dm.a.b', 'first');
    await vi.waitFor(() => expect(chat.messages).toHaveLength(1));
    service.publish('group.1', 'said before the page opened');

    tab.register(group.listener).setChannels(['group.1']);
    await vi.waitFor(() => expect(group.messages).toEqual([{ channel: 'group.1', message: 'said before the page opened' }]));
    expect(service.requests.filter((request) => request.cursor === null)).toHaveLength(1);
    expect(chat.messages).toHaveLength(1);
  });

  it('drops a removed feature’s channels, tells the leave only of those no one else hears, and ends the poll with the last', async () => {
    const service = new ScriptedRealtime();
    tab = tabOn(service);
    const chat = tab.register({}, { withPresence: true });
    const group = tab.register({});
    chat.setChannels(['dm.a.b', 'group.1']);
    group.setChannels(['group.1']);
    await tab.whenConnected();
    await vi.waitFor(() => expect([...service.held][0]?.channels).toEqual(['dm.a.b', 'dm.a.b-pnpres', 'group.1', 'group.1-pnpres']));

    chat.remove({ leave: true });
    await vi.waitFor(() => expect([...service.held][0]?.channels).toEqual(['group.1']));
    expect(service.leaves).toEqual([['dm.a.b']]);
    group.remove();
    await settled();
    expect(service.held.size).toBe(0);
  });

  it('after a refusal of one channel, tells the features that heard it and goes on with the rest from the cursor', async () => {
    const service = new ScriptedRealtime();
    tab = tabOn(service);
    const refusedOfChat: string[][] = [];
    const chat = heard();
    const page = { ...heard(), ended: 0 };
    tab.register({ ...chat.listener, refused: (channels) => refusedOfChat.push(channels) }).setChannels(['dm.a.b', 'group.1']);
    tab.register({ ...page.listener, refused: () => page.ended++ }).setChannels(['group.1']);
    await tab.whenConnected();
    await vi.waitFor(() => expect(service.held.size).toBe(1));

    service.refuse('group.1');
    service.publish('dm.a.b', 'said while the poll restarted');
    await vi.waitFor(() => expect(chat.messages).toEqual([{ channel: 'dm.a.b', message: 'said while the poll restarted' }]));
    expect(refusedOfChat).toEqual([['group.1']]);
    expect(page.ended).toBe(1);
    expect([...service.held][0]?.channels).toEqual(['dm.a.b']);
  });

  it('hands presence events only to the features that asked for them', async () => {
    const service = new ScriptedRealtime();
    tab = tabOn(service);
    const [chat, group] = [[] as string[], [] as string[]];
    tab.register({ presence: (event) => chat.push(event.action) }, { withPresence: true }).setChannels(['group.1']);
    tab.register({ presence: (event) => group.push(event.action) }).setChannels(['group.1']);
    await tab.whenConnected();
    service.publish('group.1-pnpres', { action: 'join', uuid: 'member-b-rt', occupancy: 2, timestamp: 1 });
    await vi.waitFor(() => expect(chat).toEqual(['join']));
    expect(group).toEqual([]);
  });
});
