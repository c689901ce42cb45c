import type { CalendarEvent, EventCreate } from '@meshwork/contracts';
import { and, asc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import { eventGuests, events, type EventRow } from '../../db/schema/events.js';
import { recordActivity } from '../activity/index.js';
import { graphConditions } from '../friends/index.js';
import { members, personColumns } from '../users/index.js';
import { eventVisibleTo } from './policies.js';
import { presentEvent } from './presenters.js';

/** The event fields as the routes hand them over (the schema has turned the times into dates). */
export type EventInput = Omit<Required<EventCreate>, 'starts_at' | 'ends_at'> & { starts_at: Date; ends_at: Date };

/** Told of every created, moved or deleted event (the reminders follow it). */
export interface EventsListener {
  scheduled(event: EventRow): Promise<void>;
  deleted(eventId: string): Promise<void>;
}

// The event's guests, in subqueries about the event of the outer row.
const guest = alias(eventGuests, 'guest');
const isGuest = (memberId: string): SQL => sql`${guest.eventId} = ${events.id} and ${guest.memberId} = ${memberId}`;

const countOf = (answer: string) =>
  sql<number>`(select count(*)::int from ${eventGuests} ${guest} where ${guest.eventId} = ${events.id} and ${guest.answer} = ${answer})`;

/** The member takes part: they host it, were invited, or answered it. */
const concerns = (viewerId: string): SQL =>
  or(eq(events.creatorId, viewerId), sql`exists (select 1 from ${eventGuests} ${guest} where ${isGuest(viewerId)})`)!;

/** Events: created, edited and deleted by their creator, listed for whoever may see them. */
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly listener: EventsListener,
    private readonly links: MediaLinks,
  ) {}

  async create(creatorId: string, input: EventInput): Promise<CalendarEvent> {
    const [row] = await this.db
      .insert(events)
      .values({ creatorId, ...this.columnsOf(input) })
      .returning();
    await recordActivity(this.db, { actorId: creatorId, kind: 'event_created', eventId: row!.id });
    await this.listener.scheduled(row!);
    return (await this.get(creatorId, row!.id))!;
  }

  async edit(viewerId: string, eventId: string, input: EventInput): Promise<CalendarEvent> {
    const [row] = await this.db
      .update(events)
      .set({ ...this.columnsOf(input), updatedAt: new Date() })
      .where(eq(events.id, eventId))
      .returning();
    await this.listener.scheduled(row!);
    return (await this.get(viewerId, eventId))!;
  }

  async delete(eventId: string): Promise<void> {
    await this.db.delete(events).where(eq(events.id, eventId));
    await this.listener.deleted(eventId);
  }

  async get(viewerId: string, eventId: string): Promise<CalendarEvent | undefined> {
    const [row] = await this.select(viewerId, eq(events.id, eventId));
    return row;
  }

  /**
   * The viewer's calendar for a range: events they take part in, and those their friends host
   * that they may see. Strangers' public events are reached by their link, not listed.
   */
  range(viewerId: string, from: Date, to: Date): Promise<CalendarEvent[]> {
    return this.select(viewerId, and(lt(events.startsAt, to), gt(events.endsAt, from), this.onCalendarOf(viewerId)));
  }

  /** The next events of the viewer's calendar that have not ended. */
  upcoming(viewerId: string, limit: number): Promise<CalendarEvent[]> {
    return this.select(viewerId, and(gt(events.endsAt, new Date()), this.onCalendarOf(viewerId)), limit);
  }

  /** The rows of a member's calendar file: their own events and those they go or may go to. */
  async calendarOf(memberId: string) {
    return this.db
      .select({ event: getTableColumns(events), creator: personColumns })
      .from(events)
      .innerJoin(members, eq(members.id, events.creatorId))
      .where(
        and(
          eventVisibleTo(memberId),
          or(
            eq(events.creatorId, memberId),
            sql`exists (select 1 from ${eventGuests} ${guest} where ${isGuest(memberId)} and ${guest.answer} in ('going', 'maybe'))`,
          ),
        ),
      )
      .orderBy(asc(events.startsAt));
  }

  /** One event with its creator, for its calendar file (the route has asked the policy). */
  async withCreator(eventId: string) {
    const [row] = await this.db
      .select({ event: getTableColumns(events), creator: personColumns })
      .from(events)
      .innerJoin(members, eq(members.id, events.creatorId))
      .where(eq(events.id, eventId));
    return row;
  }

  private onCalendarOf(viewerId: string): SQL {
    return or(concerns(viewerId), graphConditions.friends(viewerId, events.creatorId))!;
  }

  private async select(viewerId: string, condition: SQL | undefined, limit = 500): Promise<CalendarEvent[]> {
    const rows = await this.db
      .select({
        event: getTableColumns(events),
        creator: personColumns,
        myAnswer: eventGuests.answer,
        invited: sql<boolean>`coalesce(${eventGuests.invitedBy} is not null, false)`,
        going: countOf('going'),
        maybe: countOf('maybe'),
        notGoing: countOf('not_going'),
      })
      .from(events)
      .innerJoin(members, eq(members.id, events.creatorId))
      .leftJoin(eventGuests, and(eq(eventGuests.eventId, events.id), eq(eventGuests.memberId, viewerId)))
      .where(and(eventVisibleTo(viewerId), condition))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit);
    return rows.map((row) => presentEvent(row, viewerId, this.links));
  }

  private columnsOf(input: EventInput) {
    return {
      title: input.title,
      description: input.description,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      timeZone: input.time_zone,
      place: input.place,
      link: input.link,
      visibility: input.visibility,
    };
  }
}
