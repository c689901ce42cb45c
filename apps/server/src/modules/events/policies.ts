import { eventsCopy } from '@meshwork/contracts';
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { eventGuests, events } from '../../db/schema/events.js';
import type { Policy } from '../../http/authorize.js';
import { forbidden, notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';

export const eventNotFound = () => notFound('event_not_found', eventsCopy.eventNotFound);

const invitation = alias(eventGuests, 'invitation');

/** The viewer holds an invitation to the event of the outer row. */
const invitedTo = (viewerId: string): SQL =>
  sql`exists (select 1 from ${eventGuests} ${invitation} where ${invitation.eventId} = ${events.id} and ${invitation.memberId} = ${viewerId} and ${invitation.invitedBy} is not null)`;

/**
 * The SQL form of `mayView`, for queries that select from `events` joined with its creator in
 * `members`: the creator is not leaving, no block stands between them either way, and the
 * visibility admits the viewer (public; friends: the creator's friends; invited: the guests
 * invited). The creator always sees their own. Every list and calendar file filters with it.
 */
export function eventVisibleTo(viewerId: string): SQL {
  return and(
    notLeaving(),
    or(
      eq(events.creatorId, viewerId),
      and(
        sql`not ${graphConditions.blocked(viewerId, events.creatorId)}`,
        or(
          eq(events.visibility, 'public'),
          and(eq(events.visibility, 'friends'), graphConditions.friends(viewerId, events.creatorId)),
          invitedTo(viewerId),
        ),
      ),
    ),
  )!;
}

/** The event of another table's `eventId` exists and the viewer may see it (the activity feed). */
export const eventShownTo = (viewerId: string, eventId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${events} inner join ${members} on ${members.id} = ${events.creatorId} where ${events.id} = ${eventId} and ${eventVisibleTo(viewerId)})`;

/** The title of the event of another table's `eventId` when the viewer may see it, else null (a notification's subject). */
export const eventTitleShownTo = (viewerId: string, eventId: AnyColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${events.title} from ${events} inner join ${members} on ${members.id} = ${events.creatorId} where ${events.id} = ${eventId} and ${eventVisibleTo(viewerId)})`;

/** Who may see and who may change an event; one answer for an event that is gone or hidden (404). */
export function eventPolicies(db: Db) {
  /** The event's creator when the viewer may see it. */
  async function visibleCreator(viewerId: string, eventId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ creatorId: events.creatorId })
      .from(events)
      .innerJoin(members, eq(members.id, events.creatorId))
      .where(and(eq(events.id, eventId), eventVisibleTo(viewerId)));
    return row?.creatorId;
  }

  const mayView = async (viewerId: string, eventId: string) => (await visibleCreator(viewerId, eventId)) !== undefined;

  return {
    mayView,

    /** Reading an event, its guests and its calendar file; answering it. */
    view: { may: mayView, refusal: eventNotFound } satisfies Policy<string>,

    /** Editing, deleting and inviting: the creator only; others who see it hear 403, the rest 404. */
    change: {
      may: async (viewerId, eventId) => (await visibleCreator(viewerId, eventId)) === viewerId,
      refusal: async (viewerId, eventId) =>
        (await mayView(viewerId, eventId)) ? forbidden('not_your_event', eventsCopy.notYourEvent) : eventNotFound(),
    } satisfies Policy<string>,
  };
}

export type EventPolicies = ReturnType<typeof eventPolicies>;
