import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { callService, type RealtimeConnection } from './connection.js';
import { encodeSegment, type QueryValues } from './encoding.js';
import { invalid, requireList, requireText } from './errors.js';

export type Custom = Record<string, string | number | boolean>;

export interface UuidMetadata {
  id: string;
  name?: string | null;
  externalId?: string | null;
  profileUrl?: string | null;
  email?: string | null;
  custom?: Custom | null;
  updated: string;
  eTag: string;
}

export interface ChannelMetadata {
  id: string;
  name?: string | null;
  description?: string | null;
  custom?: Custom | null;
  updated: string;
  eTag: string;
}

export interface Membership {
  channel: Partial<ChannelMetadata> & { id: string };
  custom?: Custom | null;
  updated: string;
  eTag: string;
}

export interface Member {
  uuid: Partial<UuidMetadata> & { id: string };
  custom?: Custom | null;
  updated: string;
  eTag: string;
}

export interface Page<T> {
  data: T[];
  totalCount?: number;
  next?: string;
  prev?: string;
}

export interface ListOptions {
  /** Fields to add: `custom`; for memberships `channel`, `channel.custom`; for members `uuid`, `uuid.custom`. */
  include?: readonly string[];
  filter?: string;
  sort?: readonly string[];
  /** Page size: 100 by default and at most. */
  limit?: number;
  /** `page.next` of the previous answer. */
  next?: string;
  prev?: string;
  totalCount?: boolean;
}

const objectsPath = (connection: RealtimeConnection) => `/v2/objects/${connection.subscribeKey}`;

function listQuery(options: ListOptions): QueryValues {
  return {
    include: options.include?.join(','),
    filter: options.filter,
    // The protocol repeats `sort`; one value (comma-joined) is accepted as the same list.
    sort: options.sort?.join(','),
    limit: Math.min(options.limit ?? realtimeLimits.objectListLimit, realtimeLimits.objectListLimit),
    start: options.next,
    end: options.prev,
    count: options.totalCount ? 'true' : undefined,
  };
}

const one = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export const getAllUuidMetadata = (connection: RealtimeConnection, options: ListOptions = {}) =>
  callService<Page<UuidMetadata>>(connection, { path: `${objectsPath(connection)}/uuids`, query: listQuery(options) });

export const getUuidMetadata = (connection: RealtimeConnection, request: { uuid?: string } = {}) =>
  one(
    callService<{ data: UuidMetadata }>(connection, {
      path: `${objectsPath(connection)}/uuids/${encodeSegment(request.uuid ?? connection.userId)}`,
      query: { include: 'custom' },
    }),
  );

export function setUuidMetadata(
  connection: RealtimeConnection,
  request: { uuid?: string; data: Omit<UuidMetadata, 'id' | 'updated' | 'eTag'> },
) {
  if (!request.data) invalid(realtimeMessages.emptyObjectData);
  const path = `${objectsPath(connection)}/uuids/${encodeSegment(request.uuid ?? connection.userId)}`;
  return one(callService<{ data: UuidMetadata }>(connection, { method: 'PATCH', path, query: { include: 'custom' }, body: request.data }));
}

export async function removeUuidMetadata(connection: RealtimeConnection, request: { uuid?: string } = {}): Promise<void> {
  await callService(connection, {
    method: 'DELETE',
    path: `${objectsPath(connection)}/uuids/${encodeSegment(request.uuid ?? connection.userId)}`,
  });
}

export const getAllChannelMetadata = (connection: RealtimeConnection, options: ListOptions = {}) =>
  callService<Page<ChannelMetadata>>(connection, { path: `${objectsPath(connection)}/channels`, query: listQuery(options) });

function channelPath(connection: RealtimeConnection, channel: string): string {
  requireText(channel, realtimeMessages.emptyObjectChannel);
  return `${objectsPath(connection)}/channels/${encodeSegment(channel)}`;
}

export const getChannelMetadata = (connection: RealtimeConnection, request: { channel: string }) =>
  one(callService<{ data: ChannelMetadata }>(connection, { path: channelPath(connection, request.channel), query: { include: 'custom' } }));

export function setChannelMetadata(
  connection: RealtimeConnection,
  request: { channel: string; data: Omit<ChannelMetadata, 'id' | 'updated' | 'eTag'> },
) {
  const path = channelPath(connection, request.channel);
  if (!request.data) invalid(realtimeMessages.emptyObjectData);
  return one(
    callService<{ data: ChannelMetadata }>(connection, { method: 'PATCH', path, query: { include: 'custom' }, body: request.data }),
  );
}

export async function removeChannelMetadata(connection: RealtimeConnection, request: { channel: string }): Promise<void> {
  await callService(connection, { method: 'DELETE', path: channelPath(connection, request.channel) });
}

/** Sets or removes memberships (or members); the protocol names removals `delete`. Answers the list after the change. */
function patchList<T>(connection: RealtimeConnection, path: string, change: 'set' | 'delete', items: object[], options: ListOptions) {
  return callService<Page<T>>(connection, {
    method: 'PATCH',
    path,
    query: listQuery(options),
    body: { set: change === 'set' ? items : [], delete: change === 'delete' ? items : [] },
  });
}

export interface MembershipInput {
  channel: string;
  custom?: Custom;
}

const membershipsPath = (connection: RealtimeConnection, uuid?: string) =>
  `${objectsPath(connection)}/uuids/${encodeSegment(uuid ?? connection.userId)}/channels`;

/** The channels a uuid belongs to (the caller by default). */
export const getMemberships = (connection: RealtimeConnection, request: ListOptions & { uuid?: string } = {}) =>
  callService<Page<Membership>>(connection, { path: membershipsPath(connection, request.uuid), query: listQuery(request) });

function changeMemberships(
  connection: RealtimeConnection,
  change: 'set' | 'delete',
  request: ListOptions & { uuid?: string; channels: readonly MembershipInput[] },
) {
  requireList(
    request.channels?.map((entry) => entry.channel),
    realtimeMessages.emptyMembershipChannels,
  );
  const items = request.channels.map((entry) => ({ channel: { id: entry.channel }, ...(entry.custom ? { custom: entry.custom } : {}) }));
  return patchList<Membership>(connection, membershipsPath(connection, request.uuid), change, items, request);
}

export const setMemberships = (
  connection: RealtimeConnection,
  request: ListOptions & { uuid?: string; channels: readonly MembershipInput[] },
) => changeMemberships(connection, 'set', request);

export const removeMemberships = (
  connection: RealtimeConnection,
  request: ListOptions & { uuid?: string; channels: readonly MembershipInput[] },
) => changeMemberships(connection, 'delete', request);

export interface MemberInput {
  uuid: string;
  custom?: Custom;
}

/** The uuids that belong to a channel. */
export const getChannelMembers = (connection: RealtimeConnection, request: ListOptions & { channel: string }) =>
  callService<Page<Member>>(connection, { path: `${channelPath(connection, request.channel)}/uuids`, query: listQuery(request) });

function changeMembers(
  connection: RealtimeConnection,
  change: 'set' | 'delete',
  request: ListOptions & { channel: string; uuids: readonly MemberInput[] },
) {
  const path = `${channelPath(connection, request.channel)}/uuids`;
  requireList(
    request.uuids?.map((entry) => entry.uuid),
    realtimeMessages.emptyMemberUuids,
  );
  const items = request.uuids.map((entry) => ({ uuid: { id: entry.uuid }, ...(entry.custom ? { custom: entry.custom } : {}) }));
  return patchList<Member>(connection, path, change, items, request);
}

export const setChannelMembers = (
  connection: RealtimeConnection,
  request: ListOptions & { channel: string; uuids: readonly MemberInput[] },
) => changeMembers(connection, 'set', request);

export const removeChannelMembers = (
  connection: RealtimeConnection,
  request: ListOptions & { channel: string; uuids: readonly MemberInput[] },
) => changeMembers(connection, 'delete', request);
