import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimeChannelGroups } from '../schema/channelGroups.js';

/** Channel groups and their channels. */
export class GroupStore {
  constructor(private readonly db: NodePgDatabase) {}

  async channelsOf(group: string): Promise<string[]> {
    const rows = await this.db
      .select({ channel: realtimeChannelGroups.channel })
      .from(realtimeChannelGroups)
      .where(eq(realtimeChannelGroups.groupName, group))
      .orderBy(asc(realtimeChannelGroups.channel));
    return rows.map((row) => row.channel);
  }

  /** Adds channels; answers false (and adds nothing) when the group would exceed `max` channels. */
  async add(group: string, channels: string[], max: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // One writer per group at a time, so two adds cannot both pass the size check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`realtime-group:${group}`}))`);
      const existing = await tx
        .select({ channel: realtimeChannelGroups.channel })
        .from(realtimeChannelGroups)
        .where(eq(realtimeChannelGroups.groupName, group));
      const known = new Set(existing.map((row) => row.channel));
      const added = channels.filter((channel) => !known.has(channel));
      if (known.size + added.length > max) return false;
      if (added.length)
        await tx
          .insert(realtimeChannelGroups)
          .values(added.map((channel) => ({ groupName: group, channel })))
          .onConflictDoNothing();
      return true;
    });
  }

  async remove(group: string, channels: string[]): Promise<void> {
    await this.db
      .delete(realtimeChannelGroups)
      .where(and(eq(realtimeChannelGroups.groupName, group), inArray(realtimeChannelGroups.channel, channels)));
  }

  async deleteGroup(group: string): Promise<void> {
    await this.db.delete(realtimeChannelGroups).where(eq(realtimeChannelGroups.groupName, group));
  }

  /** Groups whose name starts with `prefix` (a member's namespace; '' for all). */
  async groups(prefix: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ group: realtimeChannelGroups.groupName })
      .from(realtimeChannelGroups)
      .where(sql`starts_with(${realtimeChannelGroups.groupName}, ${prefix})`)
      .orderBy(asc(realtimeChannelGroups.groupName));
    return rows.map((row) => row.group);
  }
}
