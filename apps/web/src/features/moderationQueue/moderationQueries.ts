import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, envelopeOf, outputOf } from '../../api/client';
import { useModerationChange } from '../moderation/moderationQueries';

export type CaseStatusFilter = 'open' | 'resolved' | 'dismissed';
export type AssigneeFilter = 'me' | 'none' | 'any';

const moderationKeys = {
  all: ['moderation'] as const,
  cases: (status: CaseStatusFilter, assignee: AssigneeFilter) => [...moderationKeys.all, 'cases', status, assignee] as const,
  case: (id: string) => [...moderationKeys.all, 'case', id] as const,
  member: (id: string) => [...moderationKeys.all, 'member', id] as const,
  openCount: () => [...moderationKeys.all, 'open-count'] as const,
};

/** The queue, newest report first, a page at a time. */
export const casesQuery = (status: CaseStatusFilter, assignee: AssigneeFilter) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.cases(status, assignee),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/moderation/cases', { params: { query: { status, assignee, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: moderationKeys.case(id),
    queryFn: ({ signal }) => outputOf(api.GET('/moderation/cases/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

export const memberRecordQuery = (id: string) =>
  queryOptions({
    queryKey: moderationKeys.member(id),
    queryFn: ({ signal }) => outputOf(api.GET('/moderation/members/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

/** The navigation's badge: refreshed every minute while a staff member has the app open. */
export const openCountQuery = queryOptions({
  queryKey: moderationKeys.openCount(),
  queryFn: ({ signal }) => outputOf(api.GET('/moderation/open-count', { signal })),
  refetchInterval: 60_000,
});

export const useAssignCase = (id: string) =>
  useModerationChange((assigneeId: string | null) =>
    envelopeOf(api.POST('/moderation/cases/{id}/assign', { params: { path: { id } }, body: { assignee_id: assigneeId } })),
  );

export const useAddNote = (id: string, onAdded: () => void) =>
  useModerationChange(
    (text: string) => envelopeOf(api.POST('/moderation/cases/{id}/notes', { params: { path: { id } }, body: { text } })),
    onAdded,
  );

export const useDismissCase = (id: string, onDismissed: () => void) =>
  useModerationChange(
    (reason: string) => envelopeOf(api.POST('/moderation/cases/{id}/dismiss', { params: { path: { id } }, body: { reason } })),
    onDismissed,
  );
