import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

/** The chat's query keys. */
const chatKeys = {
  messageSearch: (text: string) => ['messages', 'search', text] as const,
};

/** The server's search over the text of the member's conversations, a page at a time. */
export const messageSearchQuery = (text: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messageSearch(text),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/messages/search', { params: { query: { q: text, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: text.length > 0,
  });
