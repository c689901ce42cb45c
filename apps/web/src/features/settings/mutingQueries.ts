import { queryOptions } from '@tanstack/react-query';
import type { MutedWordDuration } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { mutedConversationsKey } from '../chat/mutedConversationsQuery';
import { useListChange } from './useListChange';

const mutingKeys = { words: ['muted-words'] as const, members: ['mutes'] as const };

export const mutedWordsQuery = queryOptions({ queryKey: mutingKeys.words, queryFn: () => outputOf(api.GET('/muted-words')) });

export const mutedMembersQuery = queryOptions({
  queryKey: mutingKeys.members,
  queryFn: () => outputOf(api.GET('/mutes', { params: { query: { limit: 100 } } })),
});

export const useMuteWord = () =>
  useListChange(mutingKeys.words, (body: { phrase: string; duration: MutedWordDuration }) =>
    envelopeOf(api.POST('/muted-words', { body })),
  );

export const useUnmuteWord = () =>
  useListChange(mutingKeys.words, (id: string) => envelopeOf(api.DELETE('/muted-words/{id}', { params: { path: { id } } })));

/** Unmutes a conversation; the chat session's unread total follows the list read again. */
export const useUnmuteConversation = () =>
  useListChange(mutedConversationsKey, (channel: string) =>
    envelopeOf(api.DELETE('/muted-conversations/{channel}', { params: { path: { channel } } })),
  );

export const useUnmuteMember = () =>
  useListChange(mutingKeys.members, (userId: string) =>
    envelopeOf(api.DELETE('/mutes/{user_id}', { params: { path: { user_id: userId } } })),
  );
