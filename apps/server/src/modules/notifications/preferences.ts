import { notificationKinds, type NotificationKind, type NotificationPreference } from '@meshwork/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/notifications.js';

/** Which kinds of notification a member wants; every kind is on until switched off. */
export class NotificationPreferences {
  constructor(private readonly db: Db) {}

  async list(memberId: string): Promise<NotificationPreference[]> {
    const rows = await this.db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
    const stored = new Map(rows.map((row) => [row.type, row.enabled]));
    return notificationKinds.map((type) => ({ type, enabled: stored.get(type) ?? true }));
  }

  async update(memberId: string, changes: NotificationPreference[]): Promise<NotificationPreference[]> {
    await this.db
      .insert(notificationPreferences)
      .values(changes.map((change) => ({ memberId, type: change.type, enabled: change.enabled })))
      .onConflictDoUpdate({
        target: [notificationPreferences.memberId, notificationPreferences.type],
        set: { enabled: sql`excluded.enabled` },
      });
    return this.list(memberId);
  }

  async isEnabled(memberId: string, type: NotificationKind): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.memberId, memberId), eq(notificationPreferences.type, type)));
    return row?.enabled ?? true;
  }
}
