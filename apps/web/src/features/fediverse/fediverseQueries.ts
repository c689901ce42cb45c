import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, envelopeOf, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';

const fediverseKeys = {
  all: ['fediverse'] as const,
  following: () => [...fediverseKeys.all, 'following'] as const,
  blocked: () => [...fediverseKeys.all, 'blocked'] as const,
  account: (account: string) => [...fediverseKeys.all, 'account', account] as const,
};

/** The remote accounts the member follows, newest first. */
export const remoteFollowingQuery = infiniteQueryOptions({
  queryKey: fediverseKeys.following(),
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/federation/following', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/** The remote accounts the member blocked, newest first. */
export const remoteBlockedQuery = infiniteQueryOptions({
  queryKey: fediverseKeys.blocked(),
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/federation/blocks', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/** A remote account's profile, fetched from its server by ours when opened. */
export const remoteAccountQuery = (account: string) =>
  queryOptions({
    queryKey: fediverseKeys.account(account),
    queryFn: ({ signal }) => outputOf(api.GET('/federation/accounts', { params: { query: { account } }, signal })),
    retry: false,
  });

/** After a follow or a block: the server's word as a toast, and every list and profile read again. */
function useSettled() {
  const queryClient = useQueryClient();
  return async ({ message }: { message?: string }) => {
    if (message) toast.success(message);
    await queryClient.invalidateQueries({ queryKey: fediverseKeys.all });
  };
}

/** Follows or unfollows a remote account; the list and the profiles are read again. */
export function useRemoteFollow() {
  const settled = useSettled();
  const follow = useMutation({
    mutationFn: (account: string) => envelopeOf(api.POST('/federation/following', { body: { account } })),
    onSuccess: settled,
  });
  const unfollow = useMutation({
    mutationFn: (id: string) => envelopeOf(api.DELETE('/federation/following/{id}', { params: { path: { id } } })),
    onSuccess: settled,
  });
  return { follow, unfollow };
}

/** Blocks or unblocks a remote account by its id here; the profiles and the follows are read again. */
export function useRemoteBlock() {
  const settled = useSettled();
  const block = useMutation({
    mutationFn: (id: string) => envelopeOf(api.PUT('/federation/blocks/{id}', { params: { path: { id } } })),
    onSuccess: settled,
  });
  const unblock = useMutation({
    mutationFn: (id: string) => envelopeOf(api.DELETE('/federation/blocks/{id}', { params: { path: { id } } })),
    onSuccess: settled,
  });
  return { block, unblock };
}
