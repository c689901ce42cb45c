import { apiPaths, type CalendarEvent, type EventAnswer } from '@meshwork/contracts';
import type { EventRow } from '../../db/schema/events.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
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

/** An event as the viewer sees it, with signed links to its cover and calendar file (the viewer may see it). */
export function presentEvent(row: EventWithViewer, viewerId: string, links: MediaLinks): CalendarEvent {
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
    cover_url: eventCoverUrlOf(event, links),
    ics_url: links.sign(`/api${apiPaths.eventIcs.replace(':id', event.id)}`),
    creator: presentPerson(row.creator),
    is_mine: event.creatorId === viewerId,
    my_answer: row.myAnswer,
    invited: row.invited,
    answers: { going: row.going, maybe: row.maybe, not_going: row.notGoing },
    created_at: event.createdAt.toISOString(),
  };
}
