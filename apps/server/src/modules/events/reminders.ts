import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events, type EventRow } from '../../db/schema/events.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { NotificationService } from '../notifications/index.js';
import type { EventGuests } from './guests.js';
import type { EventsListener } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const reminderTask = 'event-reminder';

/**
 * Reminders before an event starts, for guests going or maybe going: one graphile-worker job per
 * event (its key), moved when the start moves. The job sends nothing for a deleted, started or
 * already reminded start, so a repeated run or a stale job is harmless.
 */
export class EventReminders implements EventsListener {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly guests: EventGuests,
    private readonly notifications: NotificationService,
  ) {
    jobs.define<{ eventId: string }>(reminderTask, ({ eventId }) => this.remind(eventId));
  }

  async scheduled(event: EventRow): Promise<void> {
    await this.jobs.add(
      reminderTask,
      { eventId: event.id },
      {
        runAt: new Date(event.startsAt.getTime() - serverLimits.eventReminderMinutes * 60_000),
        jobKey: `${reminderTask}:${event.id}`,
        jobKeyMode: 'replace',
        maxAttempts: 5,
      },
    );
  }

  async deleted(eventId: string): Promise<void> {
    await this.notifications.forgetSubjects([eventId]);
  }

  async remind(eventId: string): Promise<void> {
    // Claims the current start first: of two runs, one sends.
    const [event] = await this.db
      .update(events)
      .set({ remindedFor: events.startsAt })
      .where(and(eq(events.id, eventId), gt(events.startsAt, new Date()), sql`${events.remindedFor} is distinct from ${events.startsAt}`))
      .returning({ creatorId: events.creatorId });
    if (!event) return;
    for (const recipientId of await this.guests.remindable(eventId)) {
      if (recipientId !== event.creatorId) {
        await this.notifications.notify({ recipientId, actorId: event.creatorId, type: 'event_reminder', subjectId: eventId });
      }
    }
  }
}
