/** The web app's event pages. */
export const eventCalendarPath = '/event-calendar';
export const eventPath = (eventId: string) => `${eventCalendarPath}/${encodeURIComponent(eventId)}`;
