import type { ChannelMetadataRow, MembershipRow, UuidMetadataRow } from '../../schema/objects.js';

/**
 * Rows as the protocol's objects (§14.1). `include` decides the optional parts: `custom`,
 * `status`, `type`, and for lists of memberships/members the other side (`channel`, `uuid`) with
 * its own `custom`, `status`, `type` under that prefix.
 */
type Include = ReadonlySet<string>;

function optional(include: Include, prefix: string, row: { custom: unknown; status: string | null; type: string | null }) {
  return {
    ...(include.has(`${prefix}custom`) ? { custom: row.custom } : {}),
    ...(include.has(`${prefix}status`) ? { status: row.status } : {}),
    ...(include.has(`${prefix}type`) ? { type: row.type } : {}),
  };
}

export function presentUuid(row: UuidMetadataRow, include: Include, prefix = '') {
  return {
    id: row.id,
    name: row.name,
    externalId: row.externalId,
    profileUrl: row.profileUrl,
    email: row.email,
    ...optional(include, prefix, row),
    updated: row.updated.toISOString(),
    eTag: row.eTag,
  };
}

export function presentChannel(row: ChannelMetadataRow, include: Include, prefix = '') {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...optional(include, prefix, row),
    updated: row.updated.toISOString(),
    eTag: row.eTag,
  };
}

/** Whether a list asks for the other side's fields (any `side` or `side.…` include). */
const includesSide = (include: Include, side: string) => [...include].some((value) => value === side || value.startsWith(`${side}.`));

function presentOwnFields(membership: MembershipRow, include: Include) {
  return { ...optional(include, '', membership), updated: membership.updated.toISOString(), eTag: membership.eTag };
}

export function presentMembership(
  { membership, channel }: { membership: MembershipRow; channel: ChannelMetadataRow | null },
  include: Include,
) {
  const side = includesSide(include, 'channel') && channel ? presentChannel(channel, include, 'channel.') : { id: membership.channelId };
  return { channel: side, ...presentOwnFields(membership, include) };
}

export function presentMember({ membership, uuid }: { membership: MembershipRow; uuid: UuidMetadataRow | null }, include: Include) {
  const side = includesSide(include, 'uuid') && uuid ? presentUuid(uuid, include, 'uuid.') : { id: membership.uuidId };
  return { uuid: side, ...presentOwnFields(membership, include) };
}
