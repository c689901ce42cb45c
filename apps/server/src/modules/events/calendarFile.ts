import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { EventRow } from '../../db/schema/events.js';
import { eventsCopy } from '@meshwork/contracts';
import type { PersonFields } from '../users/index.js';
import { calendarName, calendarText, calendarUri } from './calendarText.js';

const { hostedBy } = eventsCopy;

export interface CalendarFileEvent {
  event: EventRow;
  creator: PersonFields;
}

/**
 * An iCalendar file (RFC 5545) of events. Each keeps the time zone it was entered in (DTSTART;TZID
 * with its VTIMEZONE), so calendar apps show it right across daylight-saving changes; a zone the
 * library has no definition for is written in UTC instead. Every text a member wrote passes
 * through `calendarText.ts` first, so none can end a line and start a component of its own.
 */
export function calendarFile(name: string, rows: CalendarFileEvent[], eventUrl: (eventId: string) => string): string {
  const calendar = ical({ name: calendarName(name), prodId: { company: 'Meshwork', product: 'Events', language: 'EN' } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const { event, creator } of rows) {
    const zone = getVtimezoneComponent(event.timeZone) ? event.timeZone : null;
    // The library writes a zoned time from the date's own wall clock: a TZDate reads it in the event's zone.
    const inZone = (instant: Date) => (zone ? new TZDate(instant, zone) : instant);
    calendar.createEvent({
      id: `${event.id}@meshwork`,
      start: inZone(event.startsAt),
      end: inZone(event.endsAt),
      timezone: zone,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      summary: calendarText(event.title),
      description: calendarText([hostedBy(creator.nickname), event.description].filter(Boolean).join('\n\n')),
      location: calendarText(event.place) || null,
      url: calendarUri(event.link) ?? eventUrl(event.id),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
