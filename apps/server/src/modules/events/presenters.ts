import type { CalendarEvent, EventAnswer } from '@meshwork/contracts';
import type { EventRow } from '../../db/schema/events.js';
import { presentPerson, type PersonFields } from '../users/index.js';
import { eventCoverUrlOf } from './covers.js';

export interface EventWithViewer {
  event: EventRow;
  creator: PersonFields;
  myAnswer: EventAnswer | null;
  invited: boolean;
  going: number;
  maybe: number;
  notGoing: number;
}

export function presentEvent(row: EventWithViewer, viewerId: string): CalendarEvent {
  const { event } = row;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    time_zone: event.timeZone,
    place: event.place,
    link: event.link,
    visibility: event.visibility,
    cover_url: eventCoverUrlOf(event),
    creator: presentPerson(row.creator),
    is_mine: event.creatorId === viewerId,
    my_answer: row.myAnswer,
    invited: row.invited,
    answers: { going: row.going, maybe: row.maybe, not_going: row.notGoing },
    created_at: event.createdAt.toISOString(),
  };
}
