import type { FastifyInstance } from 'fastify';
import type { Membership } from '../../access/accessPolicy.js';
import type { Caller } from '../../serviceTypes.js';
import { realtimeMemberships, type MembershipRow } from '../../schema/objects.js';
import { listFields } from './listFields.js';
import { listAnswer, listQueryOf, type ListQuery } from './listQuery.js';
import { listSql } from './listSql.js';
import { membershipChangesOf, type MembershipItem } from './objectBodies.js';
import { presentMember, presentMembership } from './objectPresenters.js';
import { objectsError } from './objectsError.js';
import { countChange, entityIncludes, objectIdOf, objectsCaller, type ObjectsFamily, type ObjectsRequest } from './objectsFamily.js';

const membershipIncludes = [...entityIncludes, 'channel', 'channel.custom', 'channel.status', 'channel.type'];
const memberIncludes = [...entityIncludes, 'uuid', 'uuid.custom', 'uuid.status', 'uuid.type'];

const membershipOf = ({ membership }: { membership: MembershipRow }): Membership => ({
  uuid: membership.uuidId,
  channel: membership.channelId,
});

/**
 * Memberships (a uuid's channels) and members (a channel's uuids). A membership is read with
 * read access to both its uuid and its channel, and changed with write access to both, so lists
 * leave out what the caller may not read. PATCH sets and removes, then answers the list as GET
 * would (protocol §14.3).
 */
export function membershipRoutes(app: FastifyInstance, { ctx, memberships, events }: ObjectsFamily): void {
  async function membershipsOf(caller: Caller, uuid: string, query: ListQuery) {
    const { where, orderBy } = listSql(query, listFields.memberships, [realtimeMemberships.channelId]);
    const rows = await ctx.policy.readableMemberships(caller, await memberships.ofUuid(uuid, where, orderBy), membershipOf);
    return listAnswer(rows, query, (row) => presentMembership(row, query.include));
  }

  async function membersOf(caller: Caller, channel: string, query: ListQuery) {
    const { where, orderBy } = listSql(query, listFields.members, [realtimeMemberships.uuidId]);
    const rows = await ctx.policy.readableMemberships(caller, await memberships.ofChannel(channel, where, orderBy), membershipOf);
    return listAnswer(rows, query, (row) => presentMember(row, query.include));
  }

  /** Sets and removes memberships once the caller may change every one of them, and announces the changes. */
  async function change(caller: Caller, set: Array<Membership & { item: MembershipItem }>, remove: Membership[]) {
    await ctx.policy.authorizeMemberships(caller, [...set, ...remove], 'write');
    await countChange(ctx, caller);
    const applied = await memberships.apply(
      set.map(({ uuid, channel, item }) => ({ uuidId: uuid, channelId: channel, item })),
      remove.map(({ uuid, channel }) => ({ uuidId: uuid, channelId: channel })),
    );
    await events.membershipsChanged(applied, caller.uuid);
  }

  app.get('/v2/objects/:sub/uuids/:uuid/channels', async (request: ObjectsRequest<{ uuid: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const uuid = objectIdOf(request.params.uuid, 'UUID');
    const query = listQueryOf(request.query, membershipIncludes);
    await ctx.policy.authorizeUuids(caller, [uuid], 'read');
    return membershipsOf(caller, uuid, query);
  });

  app.patch('/v2/objects/:sub/uuids/:uuid/channels', async (request: ObjectsRequest<{ uuid: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const uuid = objectIdOf(request.params.uuid, 'UUID');
    const query = listQueryOf(request.query, membershipIncludes);
    const changes = membershipChangesOf(request.body, 'channel');
    if (changes.set.length + changes.remove.length === 0) throw objectsError(400, 'Channels cannot be empty', 'body', 'body');
    await change(
      caller,
      changes.set.map((item) => ({ uuid, channel: item.id, item })),
      changes.remove.map((channel) => ({ uuid, channel })),
    );
    return membershipsOf(caller, uuid, query);
  });

  app.get('/v2/objects/:sub/channels/:channel/uuids', async (request: ObjectsRequest<{ channel: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const channel = objectIdOf(request.params.channel, 'Channel');
    const query = listQueryOf(request.query, memberIncludes);
    await ctx.policy.authorizeChannels(caller, [channel], 'read');
    return membersOf(caller, channel, query);
  });

  app.patch('/v2/objects/:sub/channels/:channel/uuids', async (request: ObjectsRequest<{ channel: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const channel = objectIdOf(request.params.channel, 'Channel');
    const query = listQueryOf(request.query, memberIncludes);
    const changes = membershipChangesOf(request.body, 'uuid');
    if (changes.set.length + changes.remove.length === 0) throw objectsError(400, 'UUIDs cannot be empty', 'body', 'body');
    await change(
      caller,
      changes.set.map((item) => ({ uuid: item.id, channel, item })),
      changes.remove.map((uuid) => ({ uuid, channel })),
    );
    return membersOf(caller, channel, query);
  });
}
