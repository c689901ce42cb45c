import ICAL from 'ical.js';
import { expect } from 'vitest';

// A calendar's names are text (RFC 7986, and RFC 5545's default for X- properties); ical.js knows neither.
for (const property of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[property] = { defaultType: 'text' };

/**
 * Text a member may send (no NUL: inputs refuse it) that tries to add an event and an alarm, and
 * what a reader must see of it: every kind of line break reads as a newline, other control
 * characters are dropped, iCalendar's delimiters read as written.
 */
export const injection = {
  written:
    'Hi\r\nBEGIN:VEVENT\r\nBEGIN:VALARM\r\nTRIGGER:-PT1M\r\nEND:VALARM\r\nEND:VEVENT\rCR\nLF\u2028LS\u2029PS\u0085NEL;a,b\\c\u0001\u007f.',
  read: 'Hi\nBEGIN:VEVENT\nBEGIN:VALARM\nTRIGGER:-PT1M\nEND:VALARM\nEND:VEVENT\nCR\nLF\nLS\nPS\nNEL;a,b\\c.',
};

/** One event of a calendar file as an independent reader (ical.js) sees it. */
export interface ReadEvent {
  summary: unknown;
  description: unknown;
  location: unknown;
  url: unknown;
}

/**
 * Reads a calendar file with ical.js after checking its lines: CRLF ends every line (no lone CR
 * or LF), and none is longer than 75 octets. Answers the calendar's names (NAME and
 * X-WR-CALNAME), its events, and the names of all components in it.
 */
export function readCalendar(text: string): { names: unknown[]; events: ReadEvent[]; componentNames: string[] } {
  const lines = text.split('\r\n');
  expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
  expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const componentNames = (function namesUnder(component: ICAL.Component): string[] {
    return component.getAllSubcomponents().flatMap((child) => [child.name, ...namesUnder(child)]);
  })(calendar);
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
  }));
  const names = ['name', 'x-wr-calname'].map((property) => calendar.getFirstPropertyValue(property));
  return { names, events, componentNames };
}
