import type { FastifyInstance } from 'fastify';
import { realtimeMemberships } from '../../schema/objects.js';
import { listFields } from './listFields.js';
import { listAnswer, listQueryOf, type ListQuery } from './listQuery.js';
import { listSql } from './listSql.js';
import { membershipChangesOf } from './objectBodies.js';
import { presentMember, presentMembership } from './objectPresenters.js';
import { forbiddenObject, objectsError } from './objectsError.js';
import { entityIncludes, objectIdOf, objectsCaller, type ObjectsFamily, type ObjectsRequest } from './objectsFamily.js';

const membershipIncludes = [...entityIncludes, 'channel', 'channel.custom', 'channel.status', 'channel.type'];
const memberIncludes = [...entityIncludes, 'uuid', 'uuid.custom', 'uuid.status', 'uuid.type'];

/**
 * Memberships (a uuid's channels: only one's own) and members (a channel's uuids: with the
 * channel). PATCH sets and removes, then answers the list as GET would (protocol §14.3).
 */
export function membershipRoutes(app: FastifyInstance, { ctx, policy, memberships, events }: ObjectsFamily): void {
  async function membershipsOf(uuid: string, query: ListQuery) {
    const { where, orderBy } = listSql(query, listFields.memberships, [realtimeMemberships.channelId]);
    return listAnswer(await memberships.ofUuid(uuid, where, orderBy), query, (row) => presentMembership(row, query.include));
  }

  async function membersOf(channel: string, query: ListQuery) {
    const { where, orderBy } = listSql(query, listFields.members, [realtimeMemberships.uuidId]);
    return listAnswer(await memberships.ofChannel(channel, where, orderBy), query, (row) => presentMember(row, query.include));
  }

  app.get('/v2/objects/:sub/uuids/:uuid/channels', async (request: ObjectsRequest<{ uuid: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const uuid = objectIdOf(request.params.uuid, 'UUID');
    const query = listQueryOf(request.query, membershipIncludes);
    if (!policy.isOwnUuid(caller, uuid)) throw forbiddenObject();
    return membershipsOf(uuid, query);
  });

  app.patch('/v2/objects/:sub/uuids/:uuid/channels', async (request: ObjectsRequest<{ uuid: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const uuid = objectIdOf(request.params.uuid, 'UUID');
    const query = listQueryOf(request.query, membershipIncludes);
    const changes = membershipChangesOf(request.body, 'channel');
    if (changes.set.length + changes.remove.length === 0) throw objectsError(400, 'Channels cannot be empty', 'body', 'body');
    if (!policy.isOwnUuid(caller, uuid)) throw forbiddenObject();
    const applied = await memberships.apply(
      changes.set.map((item) => ({ uuidId: uuid, channelId: item.id, item })),
      changes.remove.map((channelId) => ({ uuidId: uuid, channelId })),
    );
    await events.membershipsChanged(applied, caller.uuid);
    return membershipsOf(uuid, query);
  });

  app.get('/v2/objects/:sub/channels/:channel/uuids', async (request: ObjectsRequest<{ channel: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const channel = objectIdOf(request.params.channel, 'Channel');
    const query = listQueryOf(request.query, memberIncludes);
    if (!(await policy.mayUseChannel(caller, channel, 'read'))) throw forbiddenObject();
    return membersOf(channel, query);
  });

  app.patch('/v2/objects/:sub/channels/:channel/uuids', async (request: ObjectsRequest<{ channel: string }>) => {
    const caller = await objectsCaller(ctx, request);
    const channel = objectIdOf(request.params.channel, 'Channel');
    const query = listQueryOf(request.query, memberIncludes);
    const changes = membershipChangesOf(request.body, 'uuid');
    if (changes.set.length + changes.remove.length === 0) throw objectsError(400, 'UUIDs cannot be empty', 'body', 'body');
    if (!(await policy.mayUseChannel(caller, channel, 'write'))) throw forbiddenObject();
    const applied = await memberships.apply(
      changes.set.map((item) => ({ uuidId: item.id, channelId: channel, item })),
      changes.remove.map((uuidId) => ({ uuidId, channelId: channel })),
    );
    await events.membershipsChanged(applied, caller.uuid);
    return membersOf(channel, query);
  });
}
