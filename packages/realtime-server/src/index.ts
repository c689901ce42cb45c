import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { AccessPolicy } from './access/accessPolicy.js';
import { PublishRateLimit } from './access/publishRateLimit.js';
import { networkNamespace } from './bus/networkNamespace.js';
import type { RealtimeContext } from './context.js';
import type { RealtimeOptions } from './serviceTypes.js';
import { protocolErrorHandler, newerError, sendProtocolError } from './errors.js';
import accessManagerFamily from './families/accessManager/index.js';
import channelGroupsFamily from './families/channelGroups/index.js';
import filesFamily from './families/files/index.js';
import historyFamily from './families/history/index.js';
import messageActionsFamily from './families/messageActions/index.js';
import objectsFamily from './families/objects/index.js';
import { channelMirror } from './families/objects/channelMirror.js';
import presenceFamily from './families/presence/index.js';
import publishFamily from './families/publish/index.js';
import pushFamily from './families/push/index.js';
import subscribeFamily from './families/subscribe/index.js';
import timeFamily from './families/time/index.js';
import type { RealtimeFamily } from './families/family.js';
import { classicRefusal, guardMemberInput, newerRefusal, type InputRefusal } from './memberInput.js';
import { limits } from './limits.js';
import { RealtimeNode } from './node.js';
import { acceptCompressedBodies } from './compressedBodies.js';
import { defaultCorsOrigins, protocolCors } from './protocolCors.js';

export type {
  ChannelMirror,
  PublishRate,
  RealtimeAccess,
  RealtimeFileLinks,
  RealtimeFileStorage,
  RealtimeOptions,
  RealtimeServerSide,
  RealtimeStats,
  PublishedMessage,
} from './serviceTypes.js';
export { migrateRealtimeTables } from './store/migrateRealtimeTables.js';
export { connectedMembers } from './presence/connectedMembers.js';
export {
  readMarkersOf,
  searchStoredTexts,
  storedTextShownAt,
  type StoredTextMatch,
  type StoredTextPosition,
} from './store/conversationText.js';
export { storedMessagesAt } from './store/reportedMessages.js';
export { isMemberChatMessage, newestConversationMessage } from './store/newestConversationMessage.js';
export { eraseRealtimeMember } from './store/memberErasure.js';
export { sharedFileKeyOf } from './families/files/fileBytes.js';
export { parseTimetoken } from './timetoken.js';

/**
 * The realtime service (the PubNub REST protocol, see docs/realtime.md) as a Fastify plugin,
 * mounted at the root of its origin, on a database whose tables `migrateRealtimeTables` brought up to
 * date. Register it without a prefix. The publish GET path carries the
 * whole message: the server needs `maxParamLength` and `http.maxHeaderSize` of about 128 KiB.
 */
export async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const db = drizzle(options.pool);
  const node = await RealtimeNode.start({
    db,
    pool: options.pool,
    redisUrl: options.redisUrl,
    log: app.log,
    presenceInterval: {
      announceMax: options.announceMax ?? limits.presenceAnnounceMaxDefault,
      intervalSeconds: options.presenceIntervalSeconds ?? limits.presenceIntervalSecondsDefault,
      // Members see the presence of their friends only: interval events name no one, here-now filters.
      listUuids: options.openAccess,
      maxListBytes: limits.messageMaxBytes,
    },
  });
  const policy = new AccessPolicy(options);
  node.onAccessChanged((memberIds) => policy.accessChanged(memberIds));
  const publishRate = PublishRateLimit.create(
    options.publishRate,
    options.redisUrl ? { url: options.redisUrl, namespace: await networkNamespace(options.pool) } : undefined,
  );
  const ctx: RealtimeContext = { options, log: app.log, db, policy, publishRate, node };

  options.attachServerSide?.({
    publish: async (message) => (await node.publish(message)).timetoken.toString(),
    accessChanged: (memberIds) => node.announceAccessChanged(memberIds),
    mirrorChannel: channelMirror(ctx),
    onMessage: (listener) =>
      node.onPublished((message) =>
        message.messageType === 0 || message.messageType === 4
          ? listener({
              channel: message.channel,
              timetoken: message.timetoken.toString(),
              publisherUuid: message.publisherUuid,
              messageType: message.messageType,
              message: message.data,
            })
          : Promise.resolve(),
      ),
    occupantsOf: async (channel) => (await node.presenceStore.present([channel])).map((row) => row.uuid),
    stats: () => ({ heldSubscribes: node.hub.heldCount, deliveredMessages: node.hub.delivered }),
  });
  app.setErrorHandler(protocolErrorHandler);
  acceptCompressedBodies(app);
  // The protocol's routes in a scope of their own, the only one their CORS hooks run in.
  await app.register(async (protocol) => {
    await protocolCors(protocol, options.corsOrigins ?? defaultCorsOrigins);
    // Each family in a scope of its own, whose member input is checked before any handler runs and refused in the family's error body.
    const families: Array<[RealtimeFamily, InputRefusal]> = [
      [timeFamily, classicRefusal('Time')],
      [publishFamily, classicRefusal('Publish')],
      [subscribeFamily, classicRefusal('Subscribe')],
      [presenceFamily, classicRefusal('Presence')],
      [historyFamily, classicRefusal('History')],
      [messageActionsFamily, newerRefusal('actions')],
      [channelGroupsFamily, classicRefusal('ChannelGroups')],
      [filesFamily, newerRefusal('files')],
      [pushFamily, classicRefusal('Push')],
      [objectsFamily, newerRefusal('objects')],
      [accessManagerFamily, newerRefusal('grant')],
    ];
    for (const [family, refuse] of families)
      await protocol.register(async (scope) => {
        guardMemberInput(scope, refuse);
        await scope.register(family, { ctx });
      });
    // The deprecated objects v1 API is not served (protocol §16).
    protocol.all('/v1/objects/*', async (_request, reply) => sendProtocolError(reply, newerError(404, 'Not Found', 'objects')));
  });
  app.addHook('onClose', async () => {
    publishRate.close();
    await node.close();
  });
}
