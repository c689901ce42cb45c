import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const eventKeys = {
  all: ['events'] as const,
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
  event: (id: string) => [...eventKeys.all, 'event', id] as const,
  guests: (id: string) => [...eventKeys.all, 'guests', id] as const,
  invitable: (id: string, search: string) => [...eventKeys.all, 'invitable', id, search] as const,
  feed: () => [...eventKeys.all, 'feed'] as const,
};

/** The member's calendar between two instants (the month grid's first and last day). */
export const eventRangeQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: eventKeys.range(from.toISOString(), to.toISOString()),
    queryFn: ({ signal }) =>
      outputOf(api.GET('/events', { params: { query: { from: from.toISOString(), to: to.toISOString() } }, signal })),
  });

export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming(),
  queryFn: ({ signal }) => outputOf(api.GET('/events/upcoming', { params: { query: { limit: 50 } }, signal })),
});

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.event(id),
    queryFn: ({ signal }) => outputOf(api.GET('/events/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

export const eventGuestsQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.guests(id),
    queryFn: ({ signal }) => outputOf(api.GET('/events/{id}/guests', { params: { path: { id } }, signal })),
  });

export const invitableFriendsQuery = (id: string, search: string) =>
  queryOptions({
    queryKey: eventKeys.invitable(id, search),
    queryFn: ({ signal }) =>
      outputOf(api.GET('/events/{id}/invitable-friends', { params: { path: { id }, query: { search_query: search } }, signal })),
  });

export const calendarFeedQuery = queryOptions({
  queryKey: eventKeys.feed(),
  queryFn: ({ signal }) => outputOf(api.GET('/calendar-feed', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});
