import type { FastifyInstance } from 'fastify';
import { realtimeChannelMetadata } from '../../schema/objects.js';
import { listFields } from './listFields.js';
import { includesOf, listQueryOf, pageAnswer } from './listQuery.js';
import { listSql } from './listSql.js';
import { channelTextFields } from './metadataStores.js';
import { metadataChangesOf } from './objectBodies.js';
import { presentChannel } from './objectPresenters.js';
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

type ChannelRequest = ObjectsRequest<{ channel: string }>;

const channelIdOf = (row: { id: string }) => row.id;

/** Channel metadata (protocol §14.3): readable with the channel, changeable when it is writable. */
export function channelRoutes(app: FastifyInstance, { ctx, channels, events }: ObjectsFamily): void {
  app.get('/v2/objects/:sub/channels', async (request: ObjectsRequest<object>) => {
    const caller = await objectsCaller(ctx, request);
    const query = listQueryOf(request.query, entityIncludes);
    const { where, orderBy } = listSql(query, listFields.channels, [realtimeChannelMetadata.id]);
    const page = await channels.page(await ctx.policy.readableChannels(caller, realtimeChannelMetadata.id), where, orderBy, query);
    // The rules stay the truth: a row the SQL form let through and they refuse is left out.
    const readable = new Set(await ctx.policy.permittedChannels(caller, page.rows.map(channelIdOf), 'read'));
    return pageAnswer({ ...page, rows: page.rows.filter((row) => readable.has(row.id)) }, query, (row) =>
      presentChannel(row, query.include),
    );
  });

  app.get('/v2/objects/:sub/channels/:channel', async (request: ChannelRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.channel, 'Channel');
    const include = includesOf(request.query, entityIncludes);
    await ctx.policy.authorizeChannels(caller, [id], 'read');
    const row = await channels.get(id);
    if (!row) throw notFound();
    return { status: 200, data: presentChannel(row, include) };
  });

  app.patch('/v2/objects/:sub/channels/:channel', async (request: ChannelRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.channel, 'Channel');
    const include = includesOf(request.query, entityIncludes);
    await ctx.policy.authorizeChannelMetadataChange(caller, id);
    await countChange(ctx, caller);
    const row = await channels.set(id, metadataChangesOf(request.body, channelTextFields), ifMatchOf(request));
    await events.channelSet(row, caller.uuid);
    return { status: 200, data: presentChannel(row, include) };
  });

  app.delete('/v2/objects/:sub/channels/:channel', async (request: ChannelRequest) => {
    const caller = await objectsCaller(ctx, request);
    const id = objectIdOf(request.params.channel, 'Channel');
    await ctx.policy.authorizeChannelMetadataChange(caller, id);
    await countChange(ctx, caller);
    if (await channels.remove(id, ifMatchOf(request))) await events.channelRemoved(id, caller.uuid);
    return { status: 200, data: null };
  });
}
