import type { AnyColumn } from 'drizzle-orm';
import {
  realtimeChannelMetadata as channels,
  realtimeMemberships as memberships,
  realtimeUuidMetadata as uuids,
} from '../../schema/objects.js';
import type { ListField, ListFields } from './filterSql.js';

const text = (column: AnyColumn): ListField => ({ column, kind: 'text' });
const time = (column: AnyColumn): ListField => ({ column, kind: 'time' });

const uuidFields = {
  id: text(uuids.id),
  name: text(uuids.name),
  externalId: text(uuids.externalId),
  profileUrl: text(uuids.profileUrl),
  email: text(uuids.email),
  status: text(uuids.status),
  type: text(uuids.type),
  updated: time(uuids.updated),
};

const channelFields = {
  id: text(channels.id),
  name: text(channels.name),
  description: text(channels.description),
  status: text(channels.status),
  type: text(channels.type),
  updated: time(channels.updated),
};

const membershipOwnFields = { status: text(memberships.status), type: text(memberships.type), updated: time(memberships.updated) };

function prefixed(prefix: string, fields: Record<string, ListField>): Record<string, ListField> {
  return Object.fromEntries(Object.entries(fields).map(([path, field]) => [`${prefix}.${path}`, field]));
}

/** What each objects list may be filtered and sorted by (protocol §14.2). */
export const listFields = {
  uuids: { fields: uuidFields, customs: { custom: uuids.custom } },
  channels: { fields: channelFields, customs: { custom: channels.custom } },
  /** A uuid's memberships: the membership's own fields and its channel's (`channel.id` is the membership's). */
  memberships: {
    fields: { ...membershipOwnFields, ...prefixed('channel', channelFields), 'channel.id': text(memberships.channelId) },
    customs: { custom: memberships.custom, 'channel.custom': channels.custom },
  },
  /** A channel's members: the membership's own fields and its uuid's. */
  members: {
    fields: { ...membershipOwnFields, ...prefixed('uuid', uuidFields), 'uuid.id': text(memberships.uuidId) },
    customs: { custom: memberships.custom, 'uuid.custom': uuids.custom },
  },
} satisfies Record<string, ListFields>;
