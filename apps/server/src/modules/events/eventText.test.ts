import { eventCreateSchema, limits } from '@meshwork/contracts';
import { describe, it } from 'vitest';
import { expectLinearParsing } from '../../../test/memberText.js';
import type { EventRow } from '../../db/schema/events.js';
import type { PersonFields } from '../users/index.js';
import { calendarFile } from './calendarFile.js';

const startsAt = new Date('2030-05-04T18:00:00Z');
const endsAt = new Date('2030-05-04T21:00:00Z');

/** An event whose every text field holds `text`, cut to the field's limit. */
const fieldsOf = (text: string) => ({
  title: text.slice(0, limits.eventTitleMaxLength),
  description: text.slice(0, limits.eventDescriptionMaxLength),
  place: text.slice(0, limits.eventPlaceMaxLength),
  link: `https://meet.example.com/${text}`.slice(0, limits.eventLinkMaxLength),
});

describe('the text of an event', () => {
  it('is read in time linear in its length, whatever its shape', { timeout: 120_000 }, () => {
    expectLinearParsing(
      (text) =>
        eventCreateSchema.safeParse({
          ...fieldsOf(text),
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          time_zone: 'Europe/Berlin',
        }),
      limits.eventDescriptionMaxLength,
    );
  });

  it('is written into a calendar file in time linear in its length, whatever its shape', { timeout: 120_000 }, () => {
    const creator: PersonFields = {
      id: 'c',
      username: 'host',
      nickname: 'Host',
      fullname: 'The Host',
      userImage: null,
      colour: '#123456',
      isCreator: false,
    };
    expectLinearParsing((text) => {
      const event = { id: 'e', ...fieldsOf(text), startsAt, endsAt, updatedAt: startsAt, timeZone: 'Europe/Berlin' } as EventRow;
      return calendarFile('Events', [{ event, creator }], (id) => `https://meshwork.test/event-calendar/${id}`);
    }, limits.eventDescriptionMaxLength);
  });
});
