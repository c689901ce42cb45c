import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';
import { postKeys } from '../posts/postQueries';
import { profileKeys, type FollowList } from '../../api/profileKeys';

const onProfile = (username: string) => ({ path: { username } });

/** The member's profile as the viewer may see it; a 404 is an answer (the 404 area), not worth a retry. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKeys.profile(username),
    queryFn: ({ signal }) => outputOf(api.GET('/profiles/{username}', { params: onProfile(username), signal })),
    retry: false,
  });

/** The member's timeline, newest first, a cursor page at a time; the feed's post actions update it too. */
export const timelineQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.timeline(username),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/profiles/{username}/posts', { params: { ...onProfile(username), query: { cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** The member's friends the viewer may see, friends in common first, narrowed by a search of at least two characters. */
export const profileFriendsQuery = (username: string, search: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.friends(username, search),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/profiles/{username}/friends', {
          params: { ...onProfile(username), query: { search_query: search || undefined, cursor: pageParam || undefined } },
          signal,
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const profileFollowsQuery = (username: string, list: FollowList) =>
  infiniteQueryOptions({
    queryKey: profileKeys.follows(username, list),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        list === 'followers'
          ? api.GET('/profiles/{username}/followers', {
              params: { ...onProfile(username), query: { cursor: pageParam || undefined } },
              signal,
            })
          : api.GET('/profiles/{username}/following', {
              params: { ...onProfile(username), query: { cursor: pageParam || undefined } },
              signal,
            }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
