import { realtimeUuidOf } from '@meshwork/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabSubscription } from '../../../realtime/tabSubscription';
import { ScriptedRealtime } from '../../../test/scriptedRealtime';
import { groupConversationKind } from '../../groups/groupConversationKind';
import { directConversation } from '../directConversation';
import { viewOf } from '../messageView';
import { commandsOf } from './conversationCommands';
import type { ConversationKind } from './conversationKind';
import { LiveConversation } from './liveConversation';

const [me, friend] = ['member-a', 'member-b'];
const friendUuid = realtimeUuidOf(friend);
const direct = directConversation(me, friend);

/** A conversation of `me`, heard on a tab subscription to the scripted service. */
function conversationOn<Event>(service: ScriptedRealtime, kind: ConversationKind<Event>) {
  const tab = new TabSubscription(service.connectionOf(me));
  const live = new LiveConversation(kind, me, tab.connection);
  live.listenOn(tab);
  return { tab, live, commands: commandsOf(live) };
}

const keysOf = (live: LiveConversation<unknown>) => live.state.messages.map((message) => message.key);

describe('a conversation', () => {
  let tab: TabSubscription | undefined;
  afterEach(() => tab?.stop());

  it('shows a message once, whether it arrives live, in history or as the echo of the copy being sent', async () => {
    const service = new ScriptedRealtime();
    const { live, commands, ...rest } = conversationOn(service, direct);
    tab = rest.tab;
    await tab.whenConnected();
    service.publish(direct.channel, { text: 'hello', key: 'from-friend' }, { publisher: friendUuid });
    await vi.waitFor(() => expect(keysOf(live)).toEqual(['from-friend']));
    expect(live.state.unread).toBe(1);

    await commands.open();
    expect(keysOf(live)).toEqual(['from-friend']);
    // Loading the history reads nothing: the view marks read once the message is on screen.
    expect(live.state.readUpTo.get(live.myUuid)).toBeUndefined();
    expect(live.state.unread).toBe(1);
    commands.markRead();
    expect(live.state.readUpTo.get(live.myUuid)).toBe(live.state.messages[0]?.timetoken);
    expect(live.state.unread).toBe(0);

    commands.send('hi back');
    expect(live.state.messages.at(-1)).toMatchObject({ text: 'hi back', delivery: 'sending', timetoken: null });
    await vi.waitFor(() => expect(live.state.messages.at(-1)?.delivery).toBe('sent'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.state.messages.map((message) => message.text)).toEqual(['hello', 'hi back']);
  });

  it('loads the newest page, then older pages above it in order', async () => {
    const service = new ScriptedRealtime();
    const sent = Array.from({ length: 30 }, (_, index) =>
      service.publish(direct.channel, { text: `message ${index}`, key: `m${index}` }, { publisher: friendUuid }),
    );
    const { live, commands, ...rest } = conversationOn(service, direct);
    tab = rest.tab;

    await commands.open();
    expect(keysOf(live)).toEqual(sent.slice(5).map((_, index) => `m${index + 5}`));
    expect(live.state.hasOlder).toBe(true);

    await commands.loadOlder();
    expect(keysOf(live)).toEqual(sent.map((_, index) => `m${index}`));
    expect(live.state.hasOlder).toBe(false);
  });

  it('marks a send that failed, and sends it again on retry with the same key', async () => {
    const service = new ScriptedRealtime();
    const { live, commands, ...rest } = conversationOn(service, direct);
    tab = rest.tab;
    await commands.open();
    service.failPublishes(1);

    commands.send('are you there?');
    await vi.waitFor(() => expect(live.state.messages[0]?.delivery).toBe('failed'));
    expect(service.published).toEqual([]);

    const [failed] = live.state.messages;
    commands.retry(failed!.key);
    expect(live.state.messages[0]?.delivery).toBe('sending');
    await vi.waitFor(() => expect(live.state.messages[0]?.delivery).toBe('sent'));
    expect(service.published).toEqual([{ channel: direct.channel, message: { text: 'are you there?', key: failed!.key } }]);
    expect(live.state.messages).toHaveLength(1);
  });

  it('applies an edit and a deletion by the author as they arrive live', async () => {
    const service = new ScriptedRealtime();
    const { live, commands, ...rest } = conversationOn(service, direct);
    tab = rest.tab;
    await commands.open();
    await tab.whenConnected();
    const timetoken = service.publish(direct.channel, { text: 'see you at 5', key: 'k' }, { publisher: friendUuid });
    await vi.waitFor(() => expect(keysOf(live)).toEqual(['k']));

    service.act(direct.channel, timetoken, { type: 'edit', value: 'x|see you at 6' }, friendUuid);
    await vi.waitFor(() => expect(viewOf(live.state.messages[0]!)).toMatchObject({ text: 'see you at 6', edited: true }));
    service.act(direct.channel, timetoken, { type: 'delete', value: '1' }, friendUuid);
    await vi.waitFor(() => expect(viewOf(live.state.messages[0]!).deleted).toBe(true));
  });

  it("serves a group with the service's events among its messages, from history and live", async () => {
    const service = new ScriptedRealtime();
    const group = groupConversationKind('group.trip');
    const created = { group_event: 'created', by: friend, name: 'Trip' };
    service.publish(group.channel, created, { publisher: 'meshwork-service' });
    service.publish(group.channel, { text: 'welcome', key: 'w' }, { publisher: friendUuid });
    const { live, commands, ...rest } = conversationOn(service, group);
    tab = rest.tab;

    await commands.open();
    await tab.whenConnected();
    expect(live.state.events.map((item) => item.event)).toEqual([created]);
    expect(keysOf(live)).toEqual(['w']);

    const added = { group_event: 'added', by: friend, members: [me] };
    service.publish(group.channel, added, { publisher: 'meshwork-service' });
    service.publish(group.channel, { text: 'hi all', key: 'h' }, { publisher: realtimeUuidOf('member-c') });
    await vi.waitFor(() => expect(keysOf(live)).toEqual(['w', 'h']));
    expect(live.state.events.map((item) => item.event)).toEqual([created, added]);
  });
});
