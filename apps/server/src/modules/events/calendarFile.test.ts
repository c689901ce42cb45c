import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../db/schema/events.js';
import { injection, readCalendar } from '../../../test/calendarReader.js';
import type { PersonFields } from '../users/index.js';
import { calendarFile } from './calendarFile.js';

// Beyond what the API lets through: a NUL and the other control characters, long lines to fold.
const written = injection.written + ':d"e\tf\u0000\u000b\u000c\u001b\u009fg ünïcödé 🎉 '.repeat(3);
const read = injection.read + ':d"e\tfg ünïcödé 🎉 '.repeat(3);

const event = {
  id: '00000000-0000-4000-8000-000000000001',
  title: written,
  description: written,
  place: written,
  link: 'https://meet.example/room\u0000?a=1,2;b\\c\u0001d\u2028e',
  timeZone: 'Europe/Berlin',
  startsAt: new Date('2030-12-01T17:00:00Z'),
  endsAt: new Date('2030-12-01T19:00:00Z'),
  updatedAt: new Date('2030-11-01T10:00:00Z'),
} as EventRow;
const creator = { nickname: written } as PersonFields;
const eventUrl = (id: string) => `https://meshwork.example/event-calendar/${id}`;

describe('calendarFile', () => {
  it('writes every text a member wrote so that a reader finds one event and reads the text back', () => {
    const calendar = readCalendar(calendarFile(`Meshwork: ${written}`, [{ event, creator }], eventUrl));
    expect(calendar.componentNames).toEqual(['vtimezone', 'daylight', 'standard', 'vevent']);
    expect(calendar.names).toEqual([`Meshwork: ${read}`, `Meshwork: ${read}`]);
    expect(calendar.events).toEqual([
      {
        summary: read,
        description: `Hosted by ${read}\n\n${read}`,
        location: read,
        url: 'https://meet.example/room%00?a=1%2C2%3Bb%5Cc%01d%E2%80%A8e',
      },
    ]);
  });

  it('links to the event page when the link is not an address', () => {
    const calendar = readCalendar(calendarFile('Events', [{ event: { ...event, link: 'https://[' }, creator }], eventUrl));
    expect(calendar.events[0]!.url).toBe(eventUrl(event.id));
  });
});
