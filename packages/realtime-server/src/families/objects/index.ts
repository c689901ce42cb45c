import type { RealtimeFamily } from '../family.js';
import { channelRoutes } from './channelRoutes.js';
import { membershipRoutes } from './membershipRoutes.js';
import { MembershipStore } from './membershipStore.js';
import { ChannelMetadataStore, UuidMetadataStore } from './metadataStores.js';
import { ObjectEvents } from './objectEvents.js';
import { uuidRoutes } from './uuidRoutes.js';

/** Objects v2 (protocol §14): uuid metadata, channel metadata, memberships and members. */
const objectsFamily: RealtimeFamily = async (app, { ctx }) => {
  const family = {
    ctx,
    uuids: new UuidMetadataStore(ctx.db),
    channels: new ChannelMetadataStore(ctx.db),
    memberships: new MembershipStore(ctx.db),
    events: new ObjectEvents(ctx),
  };
  uuidRoutes(app, family);
  channelRoutes(app, family);
  membershipRoutes(app, family);
};

export default objectsFamily;
