import { realtimeMessages as text } from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  addChannelsToGroup,
  addMessageAction,
  addPushChannels,
  createRealtimeConnection,
  deleteFile,
  fetchMessages,
  getFileUrl,
  getMessageActions,
  history,
  listChannelsOfGroup,
  listFiles,
  messageCounts,
  publish,
  publishFile,
  RealtimeValidationError,
  removeMessageAction,
  removeMemberships,
  sendFile,
  setChannelMembers,
  setChannelMetadata,
  setState,
  signal,
  subscribe,
  type RealtimeConnection,
} from '../src/index.js';

function connectionWith(overrides: Partial<Parameters<typeof createRealtimeConnection>[0]> = {}) {
  const fetch = vi.fn(async () => new Response('{}'));
  const connection = createRealtimeConnection({
    origin: 'http://rt.test',
    publishKey: 'pub',
    subscribeKey: 'sub',
    userId: 'ada-rt',
    fetch,
    ...overrides,
  });
  return { connection, fetch };
}

type Call = (connection: RealtimeConnection) => unknown;

/** Each rule: the call that breaks it and the error it raises, before any request. */
const rules: Array<[string, Call, string]> = [
  ['publish without a channel', (c) => publish(c, { channel: '', message: 'hi' }), text.missingPublishChannel],
  ['publish without a message', (c) => publish(c, { channel: 'dm.a.b', message: '' }), text.missingMessage],
  ['signal without a message', (c) => signal(c, { channel: 'dm.a.b', message: 0 }), text.missingMessage],
  ['history without a channel', (c) => history(c, { channel: '' }), text.missingChannel],
  ['fetch messages without channels', (c) => fetchMessages(c, { channels: [] }), text.missingChannels],
  ['counts without channels', (c) => messageCounts(c, { channels: [], timetoken: '1' }), text.missingChannel],
  [
    'counts with both timetoken forms',
    (c) => messageCounts(c, { channels: ['a'], timetoken: '1', channelTimetokens: ['1'] }),
    text.countTimetokensIncompatible,
  ],
  [
    'an action without a message timetoken',
    (c) => addMessageAction(c, { channel: 'a', messageTimetoken: '', action: { type: 'r', value: 'v' } }),
    text.missingMessageTimetoken,
  ],
  [
    'an action without a channel',
    (c) => addMessageAction(c, { channel: '', messageTimetoken: '1', action: { type: 'r', value: 'v' } }),
    text.missingMessageChannel,
  ],
  [
    'an action without a value',
    (c) => addMessageAction(c, { channel: 'a', messageTimetoken: '1', action: { type: 'r', value: '' } }),
    text.missingActionValue,
  ],
  [
    'an action without a type',
    (c) => addMessageAction(c, { channel: 'a', messageTimetoken: '1', action: { type: '', value: 'v' } }),
    text.missingActionType,
  ],
  [
    'an action type of 16 characters',
    (c) => addMessageAction(c, { channel: 'a', messageTimetoken: '1', action: { type: 'x'.repeat(16), value: 'v' } }),
    text.actionTypeTooLong,
  ],
  [
    'removing an action without its timetoken',
    (c) => removeMessageAction(c, { channel: 'a', messageTimetoken: '1', actionTimetoken: '' }),
    text.missingActionTimetoken,
  ],
  ['listing actions without a channel', (c) => getMessageActions(c, { channel: '' }), text.missingMessageChannel],
  ['sending a file without a channel', (c) => sendFile(c, { channel: '', file: new Blob(['x']), name: 'a.txt' }), text.emptyChannel],
  ['sending a file without a name', (c) => sendFile(c, { channel: 'a', file: new Blob(['x']), name: '' }), text.emptyFileName],
  ['publishing a file without an id', (c) => publishFile(c, { channel: 'a', id: '', name: 'a.txt' }), text.emptyFileId],
  ['deleting a file without a name', (c) => deleteFile(c, { channel: 'a', id: 'f', name: '' }), text.emptyFileName],
  ['a file URL without a channel', (c) => getFileUrl(c, { channel: '', id: 'f', name: 'n' }), text.emptyChannel],
  ['listing files without a channel', (c) => listFiles(c, { channel: '' }), text.emptyChannel],
  ['a group without a name', (c) => listChannelsOfGroup(c, { channelGroup: '' }), text.missingChannelGroup],
  ['adding no channels to a group', (c) => addChannelsToGroup(c, { channelGroup: 'ada:all', channels: [] }), text.missingGroupChannels],
  ['push without a device', (c) => addPushChannels(c, { device: '', pushGateway: 'gcm', channels: ['a'] }), text.missingDevice],
  [
    'push through an unknown gateway',
    (c) => addPushChannels(c, { device: 'd', pushGateway: 'mpns' as 'gcm', channels: ['a'] }),
    text.missingPushGateway,
  ],
  ['apns2 push without a topic', (c) => addPushChannels(c, { device: 'd', pushGateway: 'apns2', channels: ['a'] }), text.missingApns2Topic],
  ['push without channels', (c) => addPushChannels(c, { device: 'd', pushGateway: 'gcm', channels: [] }), text.missingGroupChannels],
  ['state without a target', (c) => setState(c, { state: { status: 'away' } }), text.missingStateTarget],
  ['channel metadata without a channel', (c) => setChannelMetadata(c, { channel: '', data: { name: 'x' } }), text.emptyObjectChannel],
  ['members without uuids', (c) => setChannelMembers(c, { channel: 'a', uuids: [] }), text.emptyMemberUuids],
  ['memberships without channels', (c) => removeMemberships(c, { channels: [] }), text.emptyMembershipChannels],
];

describe('the messaging rules, checked before any request', () => {
  it.each(rules)('%s', async (_, call, message) => {
    const { connection, fetch } = connectionWith();
    const outcome = (async () => call(connection))();
    await expect(outcome).rejects.toThrow(new RealtimeValidationError(message));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses every call without a subscribe key: 'Missing Subscribe Key'", async () => {
    const { connection, fetch } = connectionWith({ subscribeKey: '' });
    await expect(publish(connection, { channel: 'a', message: 'hi' })).rejects.toThrow(text.missingSubscribeKey);
    await expect(fetchMessages(connection, { channels: ['a'] })).rejects.toThrow(text.missingSubscribeKey);
    expect(() => subscribe(connection, { channels: ['a'] })).toThrow(text.missingSubscribeKey);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a user id that is not a non-empty string', () => {
    for (const userId of ['', '   ', undefined, 42])
      expect(() => connectionWith({ userId: userId as string })).toThrow(new RealtimeValidationError(text.invalidUserId));
  });

  it('throws a TypeError for actions on several channels', async () => {
    const { connection, fetch } = connectionWith();
    await expect(fetchMessages(connection, { channels: ['a', 'b'], includeMessageActions: true })).rejects.toThrow(
      new TypeError(text.actionsForOneChannel),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
