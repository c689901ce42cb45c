import { realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeList, encodeSegment } from './encoding.js';
import { invalid } from './errors.js';

export interface PresenceTarget {
  channels?: readonly string[];
  channelGroups?: readonly string[];
}

export interface Occupant {
  uuid: string;
  state?: unknown;
}

type RawOccupant = string | { uuid: string; state?: unknown };
interface HereNowAnswer {
  occupancy?: number;
  uuids?: RawOccupant[];
  payload?: { total_channels: number; total_occupancy: number; channels: Record<string, { occupancy: number; uuids?: RawOccupant[] }> };
}

const presencePath = (connection: RealtimeConnection, channels: readonly string[] = []) =>
  `/v2/presence/sub-key/${connection.subscribeKey}/channel/${encodeList(channels)}`;
const groupsQuery = (groups?: readonly string[]) => (groups?.length ? groups.join(',') : undefined);
const occupantsOf = (uuids: RawOccupant[] = []): Occupant[] => uuids.map((entry) => (typeof entry === 'string' ? { uuid: entry } : entry));

/** Who is on some channels now, with their state when asked for. */
export async function hereNow(
  connection: RealtimeConnection,
  request: PresenceTarget & { includeUUIDs?: boolean; includeState?: boolean },
) {
  requireSubscribeKey(connection);
  const channels = request.channels ?? [];
  const groups = request.channelGroups ?? [];
  const path = channels.length || groups.length ? presencePath(connection, channels) : `/v2/presence/sub-key/${connection.subscribeKey}`;
  const answer = await callService<HereNowAnswer>(connection, {
    path,
    query: {
      'channel-group': groupsQuery(groups),
      disable_uuids: request.includeUUIDs === false ? '1' : undefined,
      state: request.includeState ? '1' : undefined,
    },
  });
  const result: Record<string, { name: string; occupancy: number; occupants: Occupant[] }> = {};
  if (channels.length === 1 && !groups.length) {
    const name = channels[0]!;
    result[name] = { name, occupancy: answer.occupancy ?? 0, occupants: occupantsOf(answer.uuids) };
    return { totalChannels: 1, totalOccupancy: answer.occupancy ?? 0, channels: result };
  }
  for (const [name, entry] of Object.entries(answer.payload?.channels ?? {}))
    result[name] = { name, occupancy: entry.occupancy, occupants: occupantsOf(entry.uuids) };
  return { totalChannels: answer.payload?.total_channels ?? 0, totalOccupancy: answer.payload?.total_occupancy ?? 0, channels: result };
}

/** The channels a client is present on (the caller by default). */
export async function whereNow(connection: RealtimeConnection, request: { uuid?: string } = {}): Promise<{ channels: string[] }> {
  requireSubscribeKey(connection);
  const answer = await callService<{ payload?: { channels: string[] } }>(connection, {
    path: `/v2/presence/sub-key/${connection.subscribeKey}/uuid/${encodeSegment(request.uuid ?? connection.userId)}`,
  });
  return { channels: answer.payload?.channels ?? [] };
}

/** Sets the caller's presence state (e.g. `{status: 'away'}`) on channels or groups. */
export async function setState(connection: RealtimeConnection, request: PresenceTarget & { state: Record<string, unknown> }) {
  if (!request.state) invalid(realtimeMessages.missingState);
  requireSubscribeKey(connection);
  if (!request.channels?.length && !request.channelGroups?.length) invalid(realtimeMessages.missingStateTarget);
  const answer = await callService<{ payload: Record<string, unknown> }>(connection, {
    path: `${presencePath(connection, request.channels)}/uuid/${encodeSegment(connection.userId)}/data`,
    query: { state: JSON.stringify(request.state), 'channel-group': groupsQuery(request.channelGroups) },
  });
  return { state: answer.payload };
}

/** A client's state per channel (the caller by default). */
export async function getState(connection: RealtimeConnection, request: PresenceTarget & { uuid?: string }) {
  requireSubscribeKey(connection);
  const channels = request.channels ?? [];
  const answer = await callService<{ payload: Record<string, unknown> }>(connection, {
    path: `${presencePath(connection, channels)}/uuid/${request.uuid ?? connection.userId}`,
    query: { 'channel-group': groupsQuery(request.channelGroups) },
  });
  const single = channels.length === 1 && !request.channelGroups?.length;
  return { channels: single ? { [channels[0]!]: answer.payload } : (answer.payload as Record<string, unknown>) };
}

/** Keeps the caller present on channels for `heartbeat` seconds more. */
export async function heartbeat(
  connection: RealtimeConnection,
  request: PresenceTarget & { heartbeat: number; state?: Record<string, unknown> },
): Promise<void> {
  requireSubscribeKey(connection);
  await callService(connection, {
    path: `${presencePath(connection, request.channels)}/heartbeat`,
    query: {
      heartbeat: request.heartbeat,
      state: JSON.stringify(request.state ?? {}),
      'channel-group': groupsQuery(request.channelGroups),
    },
  });
}

/** Announces that the caller left (`keepalive` lets it finish while a page closes). */
export async function leave(connection: RealtimeConnection, request: PresenceTarget & { keepalive?: boolean }): Promise<void> {
  requireSubscribeKey(connection);
  await callService(connection, {
    path: `${presencePath(connection, [...new Set(request.channels ?? [])])}/leave`,
    query: { 'channel-group': groupsQuery(request.channelGroups) },
    keepalive: request.keepalive,
  });
}
