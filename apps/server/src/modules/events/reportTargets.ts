import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema/events.js';
import { members } from '../users/index.js';
import { eventVisibleTo } from './policies.js';

/** Events as the reports module needs them: seen by the reporter (the rules of reading one) and whose, and as staff see one. */
export function reportableEvents(db: Db) {
  return {
    async eventSeenBy(viewerId: string, eventId: string): Promise<{ ownerId: string } | undefined> {
      const [row] = await db
        .select({ ownerId: events.creatorId })
        .from(events)
        .innerJoin(members, eq(members.id, events.creatorId))
        .where(and(eq(events.id, eventId), eventVisibleTo(viewerId)));
      return row;
    },

    async eventAsStaffSee(eventId: string) {
      const [row] = await db
        .select({ ownerId: events.creatorId, title: events.title, description: events.description, createdAt: events.createdAt })
        .from(events)
        .where(eq(events.id, eventId));
      return (
        row && {
          ownerId: row.ownerId,
          text: row.title,
          details: row.description || null,
          createdAt: row.createdAt,
          removed: false,
          link: `/event-calendar/${eventId}`,
        }
      );
    },
  };
}
