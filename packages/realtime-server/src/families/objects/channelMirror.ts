import type { RealtimeContext } from '../../context.js';
import type { ChannelMirror } from '../../serviceTypes.js';
import { MembershipStore } from './membershipStore.js';
import { ChannelMetadataStore } from './metadataStores.js';
import { ObjectEvents } from './objectEvents.js';

/**
 * Writes what the product says of one of its channels into the objects data, as a client's
 * objects calls would (same rows, same events), published by the product's own uuid.
 */
export function channelMirror(ctx: RealtimeContext) {
  const channels = new ChannelMetadataStore(ctx.db);
  const memberships = new MembershipStore(ctx.db);
  const events = new ObjectEvents(ctx);
  return async (channel: string, mirror: ChannelMirror): Promise<void> => {
    if (mirror.name !== undefined || mirror.custom !== undefined) {
      const row = await channels.set(channel, { text: { name: mirror.name }, custom: mirror.custom });
      await events.channelSet(row, mirror.publisherUuid);
    }
    const changeOf = (uuidId: string) => ({ uuidId, channelId: channel });
    const changes = await memberships.apply((mirror.addUuids ?? []).map(changeOf), (mirror.removeUuids ?? []).map(changeOf));
    await events.membershipsChanged(changes, mirror.publisherUuid);
  };
}
