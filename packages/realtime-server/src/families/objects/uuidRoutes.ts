import type { FastifyInstance } from 'fastify';
import { realtimeUuidMetadata } from '../../schema/objects.js';
import { listFields } from './listFields.js';
import { includesOf, listQueryOf, pageAnswer } from './listQuery.js';
import { listSql } from './listSql.js';
import { uuidTextFields } from './metadataStores.js';
import { metadataChangesOf } from './objectBodies.js';
import { presentUuid } from './objectPresenters.js';
import { notFound } from './objectsError.js';
import {
  countChange,
  entityIncludes,
  ifMatchOf,
  objectIdOf,
  objectsCaller,
  type ObjectsFamily,
  type ObjectsRequest,
} from './objectsFamily.js';

type UuidRequest = ObjectsRequest<{ uuid: string }>;

/** Uuid metadata (protocol §14.3): anyone visible may be read, only one's own uuid changed. */
export function uuidRoutes(app: FastifyInstance, { ctx, uuids, events }: ObjectsFamily): void {
  app.get('/v2/objects/:sub/uuids', async (request: ObjectsRequest<object>) => {
    const caller = await objectsCaller(ctx, request);
    const query = listQueryOf(request.query, entityIncludes);
    const { where, orderBy } = listSql(query, listFields.uuids, [realtimeUuidMetadata.id]);
    const page = await uuids.page(await ctx.policy.readableUuids(caller), where, orderBy, query);
    return pageAnswer(page, query, (row) => presentUuid(row, query.include));
  });

  app.get('/v2/objects/:sub/uuids/:uuid', async (request: UuidRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.uuid, 'UUID');
    const include = includesOf(request.query, entityIncludes);
    await ctx.policy.authorizeUuids(caller, [id], 'read');
    const row = await uuids.get(id);
    if (!row) throw notFound();
    return { status: 200, data: presentUuid(row, include) };
  });

  app.patch('/v2/objects/:sub/uuids/:uuid', async (request: UuidRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.uuid, 'UUID');
    const include = includesOf(request.query, entityIncludes);
    await ctx.policy.authorizeUuids(caller, [id], 'write');
    await countChange(ctx, caller);
    const row = await uuids.set(id, metadataChangesOf(request.body, uuidTextFields), ifMatchOf(request));
    await events.uuidSet(row, caller.uuid);
    return { status: 200, data: presentUuid(row, include) };
  });

  app.delete('/v2/objects/:sub/uuids/:uuid', async (request: UuidRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.uuid, 'UUID');
    await ctx.policy.authorizeUuids(caller, [id], 'write');
    await countChange(ctx, caller);
    if (await uuids.remove(id, ifMatchOf(request))) await events.uuidRemoved(id, caller.uuid);
    return { status: 200, data: null };
  });
}
