import type { ContentActionName, MemberActionName, ModerationAction } from '@meshwork/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, envelopeOf, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';

export type ActionTarget = { type: 'post' | 'comment'; id: string } | { type: 'member'; id: string };

const keys = {
  all: ['moderation'] as const,
  decisions: ['moderation', 'decisions'] as const,
  appeals: (status: string) => ['moderation', 'appeals', status] as const,
  auditLog: (action: string) => ['moderation', 'audit-log', action] as const,
};

/** A moderation change: its message as a toast, then every moderation query is read again (the queue, the case, the decisions, the log). */
export function useModerationChange<Input>(send: (input: Input) => Promise<{ message?: string }>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

interface ActionInput {
  action: ContentActionName | MemberActionName;
  reason: string;
}

/** An action of staff on content or a member, resolving the case it names. */
export const useModerationAction = (target: ActionTarget, caseId: string | undefined, onDone: () => void) =>
  useModerationChange(({ action, reason }: ActionInput) => {
    const body = { reason, ...(caseId && { case_id: caseId }) };
    if (target.type === 'member')
      return envelopeOf(
        api.POST('/moderation/members/{id}/{action}', { params: { path: { id: target.id, action: action as MemberActionName } }, body }),
      );
    const path = target.type === 'post' ? '/moderation/posts/{id}/{action}' : '/moderation/comments/{id}/{action}';
    return envelopeOf(api.POST(path, { params: { path: { id: target.id, action: action as ContentActionName } }, body }));
  }, onDone);

/** The decisions about the signed-in member, with their appeals. */
export const decisionsQuery = queryOptions({
  queryKey: keys.decisions,
  queryFn: ({ signal }) => outputOf(api.GET('/moderation/notices', { signal })),
});

export const useAppeal = (onDone: () => void) =>
  useModerationChange((input: { log_entry_id: string; text: string }) => envelopeOf(api.POST('/appeals', { body: input })), onDone);

export const appealsQuery = (status: 'pending' | 'granted' | 'denied') =>
  infiniteQueryOptions({
    queryKey: keys.appeals(status),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/moderation/appeals', { params: { query: { status, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useDecideAppeal = (id: string) =>
  useModerationChange((input: { decision: 'grant' | 'deny'; reason: string }) =>
    envelopeOf(api.POST('/moderation/appeals/{id}/decide', { params: { path: { id } }, body: input })),
  );

export const auditLogQuery = (action: ModerationAction | '') =>
  infiniteQueryOptions({
    queryKey: keys.auditLog(action),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/admin/action_logs', { params: { query: { action: action || undefined, cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
