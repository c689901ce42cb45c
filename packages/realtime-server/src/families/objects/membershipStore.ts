import { and, eq, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  realtimeChannelMetadata as channels,
  realtimeMemberships as memberships,
  realtimeUuidMetadata as uuids,
  type ChannelMetadataRow,
  type MembershipRow,
  type UuidMetadataRow,
} from '../../schema/objects.js';
import { eTagOf } from './eTag.js';
import type { MembershipItem } from './objectBodies.js';

/** A membership change between one uuid and one channel. */
export interface MembershipChange {
  uuidId: string;
  channelId: string;
  item?: MembershipItem;
}

/** Memberships, read from either side: a uuid's channels, or a channel's uuids. */
export class MembershipStore {
  constructor(private readonly db: NodePgDatabase) {}

  /** A uuid's memberships with the channel metadata where there is some. */
  ofUuid(
    uuidId: string,
    where: SQL | undefined,
    orderBy: SQL[],
  ): Promise<{ membership: MembershipRow; channel: ChannelMetadataRow | null }[]> {
    return this.db
      .select({ membership: memberships, channel: channels })
      .from(memberships)
      .leftJoin(channels, eq(channels.id, memberships.channelId))
      .where(and(eq(memberships.uuidId, uuidId), where))
      .orderBy(...orderBy);
  }

  /** A channel's members with the uuid metadata where there is some. */
  ofChannel(
    channelId: string,
    where: SQL | undefined,
    orderBy: SQL[],
  ): Promise<{ membership: MembershipRow; uuid: UuidMetadataRow | null }[]> {
    return this.db
      .select({ membership: memberships, uuid: uuids })
      .from(memberships)
      .leftJoin(uuids, eq(uuids.id, memberships.uuidId))
      .where(and(eq(memberships.channelId, channelId), where))
      .orderBy(...orderBy);
  }

  /**
   * Sets and removes memberships in one transaction. A set replaces the fields its item gives and
   * keeps the others. Answers the rows set and the rows removed (for the change events).
   */
  async apply(set: MembershipChange[], remove: MembershipChange[]): Promise<{ set: MembershipRow[]; removed: MembershipRow[] }> {
    return this.db.transaction(async (tx) => {
      const saved: MembershipRow[] = [];
      for (const { uuidId, channelId, item } of set) {
        const [current] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.uuidId, uuidId), eq(memberships.channelId, channelId)));
        const content = {
          uuidId,
          channelId,
          custom: item?.custom !== undefined ? item.custom : (current?.custom ?? null),
          status: item?.status !== undefined ? item.status : (current?.status ?? null),
          type: item?.type !== undefined ? item.type : (current?.type ?? null),
        };
        const row = { ...content, updated: new Date(), eTag: eTagOf(content) };
        const [written] = await tx
          .insert(memberships)
          .values(row)
          .onConflictDoUpdate({ target: [memberships.uuidId, memberships.channelId], set: row })
          .returning();
        saved.push(written!);
      }
      const pairs = remove.map(({ uuidId, channelId }) => and(eq(memberships.uuidId, uuidId), eq(memberships.channelId, channelId)));
      const removed = pairs.length
        ? await tx
            .delete(memberships)
            .where(or(...pairs))
            .returning()
        : [];
      return { set: saved, removed };
    });
  }
}
