import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { eventCreateSchema, eventsCopy, eventVisibilities, instantOfWallClock, wallClockOf, type CalendarEvent } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { inputClasses } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { applyFieldErrors } from '../auth/responses';
import type { CoverChange } from './coverChange';
import { EventCoverField } from './EventCoverField';
import { browserTimeZone, timeZoneChoices } from './timeZones';
import { useSaveEvent } from './useEventActions';

const wallClock = (error: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error });
const { shape } = eventCreateSchema;

// The form holds wall-clock times in the chosen zone; the server's schema takes the instants they name.
const eventFormSchema = z
  .object({
    title: shape.title,
    description: shape.description,
    starts_local: wallClock(eventsCopy.invalidStart),
    ends_local: wallClock(eventsCopy.invalidEnd),
    time_zone: shape.time_zone,
    place: shape.place,
    link: shape.link,
    visibility: shape.visibility,
  })
  .refine((form) => instantOfWallClock(form.ends_local, form.time_zone) > instantOfWallClock(form.starts_local, form.time_zone), {
    error: eventsCopy.endBeforeStart,
    path: ['ends_local'],
  });
type EventForm = z.input<typeof eventFormSchema>;

function formValues(event: CalendarEvent | undefined, day: Date | undefined): EventForm {
  if (event) {
    const zone = event.time_zone;
    return {
      ...event,
      starts_local: wallClockOf(new Date(event.starts_at), zone),
      ends_local: wallClockOf(new Date(event.ends_at), zone),
    };
  }
  const zone = browserTimeZone();
  // A new event starts at the next full hour (on the chosen day) and lasts an hour.
  const start = new Date(day ?? Date.now());
  if (day) start.setHours(18, 0, 0, 0);
  else start.setHours(start.getHours() + 1, 0, 0, 0);
  return {
    title: '',
    description: '',
    starts_local: wallClockOf(start, zone),
    ends_local: wallClockOf(new Date(start.getTime() + 3_600_000), zone),
    time_zone: zone,
    place: '',
    link: '',
    visibility: 'friends',
  };
}

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; a new one otherwise. */
  event?: CalendarEvent;
  /** The day a new event is on (chosen in the month view). */
  day?: Date;
}

/** Creating or editing an event. */
export function EventFormDialog({ open, onOpenChange, event, day }: EventFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={event ? eventsCopy.editEvent : eventsCopy.newEvent}
      closeLabel={eventsCopy.cancel}
    >
      {open && <EventFormBody event={event} day={day} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function EventFormBody({ event, day, onDone }: { event?: CalendarEvent; day?: Date; onDone: () => void }) {
  const form = useForm<EventForm>({ resolver: zodResolver(eventFormSchema), defaultValues: formValues(event, day) });
  const save = useSaveEvent(event, onDone);
  const [cover, setCover] = useState<CoverChange>({ kind: 'keep' });
  const { errors } = form.formState;
  const zones = timeZoneChoices(form.getValues('time_zone'));
  const onSubmit = form.handleSubmit(({ starts_local, ends_local, ...fields }) =>
    save.mutate(
      {
        body: {
          ...fields,
          starts_at: instantOfWallClock(starts_local, fields.time_zone).toISOString(),
          ends_at: instantOfWallClock(ends_local, fields.time_zone).toISOString(),
        },
        cover,
      },
      {
        onError: (error) => {
          applyFieldErrors(error, ['title', 'description', 'time_zone', 'place', 'link', 'visibility'], form.setError);
          // The server names the instants; the form shows its message under the wall-clock field.
          for (const [field, local] of [
            ['starts_at', 'starts_local'],
            ['ends_at', 'ends_local'],
          ] as const) {
            const message = isApiError(error) ? error.firstFieldError(field) : undefined;
            if (message) form.setError(local, { type: 'server', message });
          }
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label={eventsCopy.titleLabel} error={errors.title?.message} autoFocus {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={eventsCopy.startLabel}
          type="datetime-local"
          error={errors.starts_local?.message}
          {...form.register('starts_local')}
        />
        <TextField label={eventsCopy.endLabel} type="datetime-local" error={errors.ends_local?.message} {...form.register('ends_local')} />
      </div>
      <Field label={eventsCopy.timeZoneLabel} error={errors.time_zone?.message}>
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('time_zone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label={eventsCopy.placeLabel} error={errors.place?.message} {...form.register('place')} />
      <TextField label={eventsCopy.linkLabel} type="url" placeholder="https://" error={errors.link?.message} {...form.register('link')} />
      <Field label={eventsCopy.descriptionLabel} error={errors.description?.message}>
        {(control) => <textarea {...control} rows={4} className={cx(inputClasses, 'h-auto py-2')} {...form.register('description')} />}
      </Field>
      <Field label={eventsCopy.visibilityLabel} error={errors.visibility?.message}>
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('visibility')}>
            {eventVisibilities.map((visibility) => (
              <option key={visibility} value={visibility}>
                {eventsCopy.visibilityNames[visibility]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <EventCoverField savedUrl={event?.cover_url ?? null} change={cover} onChange={setCover} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {eventsCopy.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {eventsCopy.save}
        </Button>
      </div>
    </form>
  );
}
