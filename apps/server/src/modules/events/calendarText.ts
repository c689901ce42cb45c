import { escape } from 'ical-generator';

// Every line or paragraph break a reader might end a line at; the library writes a newline as `\n`.
const lineBreaks = /\r\n?|[\u0085\u2028\u2029]/gu;
// RFC 5545 text carries no control character but the tab (and newlines, escaped).
const controls = /(?![\t\n])\p{Cc}/gu;
// The library escapes a URI value like text, and readers would keep the backslashes.
const textDelimiters = /[\\;,]/g;

/** A member's text as a calendar file may carry it: line breaks made newlines, other control characters dropped. */
export const calendarText = (text: string): string => text.replace(lineBreaks, '\n').replace(controls, '');

/** A calendar's name, escaped here because the library writes NAME and X-WR-CALNAME as they are. */
export const calendarName = (name: string): string => escape(calendarText(name), false);

/**
 * A link as a URI value: its WHATWG form (control characters and spaces percent-encoded), with `\`,
 * `;` and `,` percent-encoded too so the library has nothing to escape. Undefined when no URL
 * parser takes it.
 */
export const calendarUri = (link: string): string | undefined =>
  URL.canParse(link) ? new URL(link).href.replace(textDelimiters, (delimiter) => encodeURIComponent(delimiter)) : undefined;
