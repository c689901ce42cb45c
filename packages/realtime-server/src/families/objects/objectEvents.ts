import type { RealtimeContext } from '../../context.js';
import type { ChannelMetadataRow, MembershipRow, UuidMetadataRow } from '../../schema/objects.js';
import { presentChannel, presentUuid } from './objectPresenters.js';

const everything = new Set(['custom', 'status', 'type']);

/**
 * The objects events of §4.4 (`e: 2`): uuid changes on the channel named by the uuid, channel
 * changes on the channel, membership changes on both.
 */
export class ObjectEvents {
  constructor(private readonly ctx: RealtimeContext) {}

  private async emit(
    channels: string[],
    publisherUuid: string,
    event: 'set' | 'delete',
    type: 'uuid' | 'channel' | 'membership',
    data: unknown,
  ): Promise<void> {
    const message = { source: 'objects', version: '2.0', event, type, data };
    for (const channel of channels) await this.ctx.node.publish({ channel, message, publisherUuid, messageType: 2, store: false });
  }

  uuidSet(row: UuidMetadataRow, by: string) {
    return this.emit([row.id], by, 'set', 'uuid', presentUuid(row, everything));
  }

  uuidRemoved(id: string, by: string) {
    return this.emit([id], by, 'delete', 'uuid', { id });
  }

  channelSet(row: ChannelMetadataRow, by: string) {
    return this.emit([row.id], by, 'set', 'channel', presentChannel(row, everything));
  }

  channelRemoved(id: string, by: string) {
    return this.emit([id], by, 'delete', 'channel', { id });
  }

  async membershipsChanged(changes: { set: MembershipRow[]; removed: MembershipRow[] }, by: string) {
    const data = (row: MembershipRow) => ({
      channel: { id: row.channelId },
      uuid: { id: row.uuidId },
      custom: row.custom,
      updated: row.updated.toISOString(),
      eTag: row.eTag,
    });
    for (const row of changes.set) await this.emit([row.channelId, row.uuidId], by, 'set', 'membership', data(row));
    for (const row of changes.removed) await this.emit([row.channelId, row.uuidId], by, 'delete', 'membership', data(row));
  }
}
