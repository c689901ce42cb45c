import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { badRequest } from '../../errors.js';
import { realtimePushRegistrations as registrations } from '../../schema/push.js';
import { maxPushChannelsPerDevice, type PushDevice, type PushListPage } from './pushRequest.js';

/**
 * The registrations of devices for channels, in PostgreSQL. Each belongs to the realtime uuid that
 * made it (its owner): a caller adds, lists and removes only its own, so two members who register
 * the same device id each hold their own registrations and never see or touch the other's.
 */
export class PushRegistrations {
  constructor(private readonly db: NodePgDatabase) {}

  private ofDevice(owner: string, device: PushDevice) {
    return and(
      eq(registrations.ownerUuid, owner),
      eq(registrations.gateway, device.gateway),
      eq(registrations.device, device.device),
      eq(registrations.topic, device.topic),
      eq(registrations.environment, device.environment),
    );
  }

  /** Adds channels (already registered ones are kept); refuses to grow a device past the cap. */
  async add(owner: string, device: PushDevice, channels: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await tx.select({ channel: registrations.channel }).from(registrations).where(this.ofDevice(owner, device));
      const known = new Set(existing.map((row) => row.channel));
      const fresh = channels.filter((channel) => !known.has(channel));
      if (known.size + fresh.length > maxPushChannelsPerDevice)
        throw badRequest(`A device may be registered for at most ${maxPushChannelsPerDevice} channels`, 'Push');
      if (fresh.length === 0) return;
      await tx
        .insert(registrations)
        .values(fresh.map((channel) => ({ ...device, channel, ownerUuid: owner })))
        .onConflictDoNothing();
    });
  }

  async remove(owner: string, device: PushDevice, channels: string[]): Promise<void> {
    await this.db.delete(registrations).where(and(this.ofDevice(owner, device), inArray(registrations.channel, channels)));
  }

  async removeDevice(owner: string, device: PushDevice): Promise<void> {
    await this.db.delete(registrations).where(this.ofDevice(owner, device));
  }

  /** The device's channels in name order, one page of them. */
  async channelsOf(owner: string, device: PushDevice, page: PushListPage = { count: maxPushChannelsPerDevice }): Promise<string[]> {
    const after = page.start === undefined ? undefined : gt(registrations.channel, page.start);
    const rows = await this.db
      .select({ channel: registrations.channel })
      .from(registrations)
      .where(and(this.ofDevice(owner, device), after))
      .orderBy(asc(registrations.channel))
      .limit(page.count);
    return rows.map((row) => row.channel);
  }

  /** Every device registered for a channel, for delivery: once, however many members registered it. */
  async devicesOf(channel: string): Promise<PushDevice[]> {
    const rows = await this.db
      .selectDistinct({
        gateway: registrations.gateway,
        device: registrations.device,
        topic: registrations.topic,
        environment: registrations.environment,
      })
      .from(registrations)
      .where(eq(registrations.channel, channel));
    return rows as PushDevice[];
  }
}
