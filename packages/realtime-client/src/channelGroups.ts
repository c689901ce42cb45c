import { realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeSegment } from './encoding.js';
import { requireList, requireText } from './errors.js';

const groupsPath = (connection: RealtimeConnection) => `/v1/channel-registration/sub-key/${connection.subscribeKey}/channel-group`;

function groupPath(connection: RealtimeConnection, group: string): string {
  requireText(group, realtimeMessages.missingChannelGroup);
  requireSubscribeKey(connection);
  return `${groupsPath(connection)}/${encodeSegment(group)}`;
}

function changeGroup(
  connection: RealtimeConnection,
  change: 'add' | 'remove',
  group: string,
  channels: readonly string[],
): Promise<unknown> {
  requireText(group, realtimeMessages.missingChannelGroup);
  requireList(channels, realtimeMessages.missingGroupChannels);
  return callService(connection, { path: groupPath(connection, group), query: { [change]: channels.join(',') } });
}

export async function addChannelsToGroup(
  connection: RealtimeConnection,
  request: { channelGroup: string; channels: readonly string[] },
): Promise<void> {
  await changeGroup(connection, 'add', request.channelGroup, request.channels);
}

export async function removeChannelsFromGroup(
  connection: RealtimeConnection,
  request: { channelGroup: string; channels: readonly string[] },
): Promise<void> {
  await changeGroup(connection, 'remove', request.channelGroup, request.channels);
}

export async function listChannelsOfGroup(
  connection: RealtimeConnection,
  request: { channelGroup: string },
): Promise<{ channels: string[] }> {
  const answer = await callService<{ payload: { channels: string[] } }>(connection, { path: groupPath(connection, request.channelGroup) });
  return { channels: answer.payload.channels };
}

/** The caller's groups. */
export async function listGroups(connection: RealtimeConnection): Promise<{ groups: string[] }> {
  requireSubscribeKey(connection);
  const answer = await callService<{ payload: { groups: string[] } }>(connection, { path: groupsPath(connection) });
  return { groups: answer.payload.groups };
}

export async function deleteGroup(connection: RealtimeConnection, request: { channelGroup: string }): Promise<void> {
  await callService(connection, { path: `${groupPath(connection, request.channelGroup)}/remove` });
}
