import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const mutedConversationsKey = ['muted-conversations'] as const;

/** The member's muted conversations whose mute still applies: the chat session leaves them out of its unread total. */
export const mutedConversationsQuery = queryOptions({
  queryKey: mutedConversationsKey,
  queryFn: () => outputOf(api.GET('/muted-conversations')),
});
