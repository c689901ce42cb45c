import { z } from 'zod';
import { eventsCopy } from './copy/events.js';
import { personSchema } from './friends.js';
import { limits } from './limits.js';
import { isTimeZone } from './zonedTime.js';

/** Who may see an event: everyone, the creator's friends, or the invited guests alone (the creator always). */
export const eventVisibilities = ['public', 'friends', 'invited'] as const;

export const eventAnswers = ['going', 'maybe', 'not_going'] as const;
export type EventAnswer = (typeof eventAnswers)[number];
const eventAnswerSchema = z.enum(eventAnswers, { error: eventsCopy.invalidAnswer });

const instantSchema = (error: string) => z.iso.datetime({ offset: true, error }).transform((value) => new Date(value));

const linkSchema = z
  .string()
  .trim()
  .max(limits.eventLinkMaxLength, { error: eventsCopy.invalidLink })
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: eventsCopy.invalidLink });

const eventFieldsSchema = z.object({
  title: z
    .string({ error: eventsCopy.titleRequired })
    .trim()
    .min(1, { error: eventsCopy.titleRequired })
    .max(limits.eventTitleMaxLength, { error: eventsCopy.titleTooLong }),
  description: z.string().trim().max(limits.eventDescriptionMaxLength, { error: eventsCopy.descriptionTooLong }).default(''),
  /** The start as an instant (ISO 8601 with an offset); the form turns the wall-clock time in `time_zone` into it. */
  starts_at: instantSchema(eventsCopy.invalidStart),
  ends_at: instantSchema(eventsCopy.invalidEnd),
  /** The IANA time zone the times were entered in: calendar files keep the event in it. */
  time_zone: z.string({ error: eventsCopy.invalidTimeZone }).refine(isTimeZone, { error: eventsCopy.invalidTimeZone }),
  /** Where it happens, as text (an address, a room). */
  place: z.string().trim().max(limits.eventPlaceMaxLength, { error: eventsCopy.placeTooLong }).default(''),
  /** An http(s) link: an online meeting or a page about the event. */
  link: linkSchema.default(''),
  visibility: z.enum(eventVisibilities, { error: eventsCopy.invalidVisibility }).default('friends'),
});

type EventTimes = { starts_at: Date; ends_at: Date };
// Zod runs these even when a time failed to parse; that field's own message is the one to show.
const bothTimes = (event: EventTimes) => event.starts_at instanceof Date && event.ends_at instanceof Date;
const endsAfterStart = (event: EventTimes) => !bothTimes(event) || event.ends_at > event.starts_at;
const lastsAtMostTheLimit = (event: EventTimes) =>
  !bothTimes(event) || event.ends_at.getTime() - event.starts_at.getTime() <= limits.eventMaxDays * 86_400_000;

export const eventCreateSchema = eventFieldsSchema
  .refine(endsAfterStart, { error: eventsCopy.endBeforeStart, path: ['ends_at'] })
  .refine(lastsAtMostTheLimit, { error: eventsCopy.tooLong, path: ['ends_at'] });
export type EventCreate = z.input<typeof eventCreateSchema>;

export const eventParamsSchema = z.object({ id: z.string().uuid({ error: eventsCopy.invalidEventId }) });

/** `GET /events?from&to`: events overlapping a range of at most 62 days (a month view with its edges). */
export const eventRangeQuerySchema = z
  .object({ from: instantSchema(eventsCopy.invalidRange), to: instantSchema(eventsCopy.invalidRange) })
  .refine(
    (range) =>
      range.from instanceof Date &&
      range.to instanceof Date &&
      range.to > range.from &&
      range.to.getTime() - range.from.getTime() <= limits.eventRangeMaxDays * 86_400_000,
    {
      error: eventsCopy.invalidRange,
      path: ['to'],
    },
  );

export const upcomingEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(20),
});

export const eventInviteSchema = z.object({
  user_ids: z
    .array(z.string().uuid({ error: 'user_id must be a member id' }))
    .min(1, { error: eventsCopy.inviteCount })
    .max(limits.eventInvitesPerRequest, { error: eventsCopy.inviteCount })
    .transform((ids) => [...new Set(ids)]),
});

export const invitableFriendsQuerySchema = z.object({
  search_query: z.string().trim().max(limits.searchQueryMaxLength).optional().default(''),
});

export const eventAnswerBodySchema = z.object({ answer: eventAnswerSchema });

const answerCountsSchema = z.object({ going: z.number().int(), maybe: z.number().int(), not_going: z.number().int() });

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  place: z.string(),
  link: z.string(),
  visibility: z.enum(eventVisibilities),
  /** The cover image (WebP), a signed link that opens it for a few hours, versioned per image; null without one. */
  cover_url: z.string().nullable(),
  /** The event as an iCalendar file, a signed link that opens it for a few hours. */
  ics_url: z.string(),
  creator: personSchema,
  /** The viewer created it: they may edit, delete and invite. */
  is_mine: z.boolean(),
  my_answer: eventAnswerSchema.nullable(),
  /** The viewer was invited (and may answer even an invited-only event). */
  invited: z.boolean(),
  answers: answerCountsSchema,
  created_at: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;

export const eventGuestSchema = z.object({
  user: personSchema,
  answer: eventAnswerSchema.nullable(),
  /** Who invited them; null when they answered a visible event without an invitation. */
  invited_by: personSchema.nullable(),
});
export type EventGuest = z.infer<typeof eventGuestSchema>;

export const inviteResultSchema = z.object({ invited: z.number().int() });

/** The member's private calendar address for calendar apps. */
export const calendarFeedSchema = z.object({ url: z.string() });

export const calendarFeedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `GET /birthdays?from=YYYY-MM-DD`: the viewer's own today, so the window follows their calendar. */
export const birthdaysQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }),
});

export const upcomingBirthdaySchema = z.object({
  user: personSchema,
  /** The day it is celebrated next (`YYYY-MM-DD`); 29 February is 28 February in other years. */
  date: z.string(),
  days_until: z.number().int(),
  /** The age they turn, only when they show their year of birth. */
  turns: z.number().int().nullable(),
});
export type UpcomingBirthday = z.infer<typeof upcomingBirthdaySchema>;
