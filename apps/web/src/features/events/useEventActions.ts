import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../ui/toast';
import type { CalendarEvent, EventAnswer, EventCreate } from '@meshwork/contracts';
import { api, envelopeOf, formData } from '../../api/client';
import type { CoverChange } from './coverChange';
import { eventKeys } from './eventQueries';

/** A change to events: its message as a toast, then every event list is fetched again. */
function useEventMutation<Input>(send: (input: Input) => Promise<{ message?: string }>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/**
 * Creates an event, or edits `event` when given; then sets or removes its cover as the form asks.
 * An event created by an attempt whose cover failed is edited by the next attempt, never made twice.
 */
export function useSaveEvent(event: CalendarEvent | undefined, onSaved: () => void) {
  const created = useRef<string | undefined>(undefined);
  return useEventMutation(async ({ body, cover }: { body: EventCreate; cover: CoverChange }) => {
    const id = event?.id ?? created.current;
    const saved = await envelopeOf(id ? api.PUT('/events/{id}', { params: { path: { id } }, body }) : api.POST('/events', { body }));
    created.current = saved.output.id;
    const path = { id: saved.output.id };
    if (cover.kind === 'replace')
      await envelopeOf(api.PUT('/events/{id}/cover', { params: { path }, body: { file: cover.file }, bodySerializer: formData }));
    if (cover.kind === 'remove') await envelopeOf(api.DELETE('/events/{id}/cover', { params: { path } }));
    return saved;
  }, onSaved);
}

export const useDeleteEvent = (id: string, onDeleted: () => void) =>
  useEventMutation(() => envelopeOf(api.DELETE('/events/{id}', { params: { path: { id } } })), onDeleted);

export const useAnswerEvent = (id: string) =>
  useEventMutation((answer: EventAnswer) => envelopeOf(api.PUT('/events/{id}/answer', { params: { path: { id } }, body: { answer } })));

export const useInviteFriends = (id: string, onInvited: () => void) =>
  useEventMutation(
    (userIds: string[]) => envelopeOf(api.POST('/events/{id}/invitations', { params: { path: { id } }, body: { user_ids: userIds } })),
    onInvited,
  );

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => envelopeOf(api.POST('/calendar-feed')),
    onSuccess: ({ output, message }) => {
      queryClient.setQueryData(eventKeys.feed(), output);
      if (message) toast.success(message);
    },
  });
}
