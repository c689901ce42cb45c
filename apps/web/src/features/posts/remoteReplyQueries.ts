import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NoteReply, Page } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { postKeys, type HomeFeedData } from './postQueries';

/** Members' replies to a note of another server: read when its replies are opened, in the lazily loaded note card. */
const remoteReplyKeys = {
  note: (noteId: string) => ['posts', 'remote-replies', noteId] as const,
};

type RepliesData = InfiniteData<Page<NoteReply>, string>;

export const remoteRepliesQuery = (noteId: string) =>
  infiniteQueryOptions({
    queryKey: remoteReplyKeys.note(noteId),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/federation/notes/{id}/replies', { params: { path: { id: noteId }, query: { cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** The note's count of replies in the feed's cached pages, moved by one. */
const countedInFeed = (noteId: string, by: 1 | -1) => (feed: HomeFeedData | undefined) =>
  feed && {
    ...feed,
    pages: feed.pages.map((page) => ({
      ...page,
      remote_posts: page.remote_posts.map((note) => (note.id === noteId ? { ...note, replies_count: note.replies_count + by } : note)),
    })),
  };

/** Writes and deletes the member's replies to the note, keeping the list and the feed's count as they are on the server. */
export function useRemoteReplyActions(noteId: string) {
  const queryClient = useQueryClient();
  const changed = (change: (items: NoteReply[]) => NoteReply[], by: 1 | -1) => {
    queryClient.setQueryData<RepliesData>(remoteReplyKeys.note(noteId), (list) => {
      if (!list) return list;
      const last = list.pages.length - 1;
      return {
        ...list,
        pages: list.pages.map((page, index) => (index === last || by < 0 ? { ...page, items: change(page.items) } : page)),
      };
    });
    queryClient.setQueryData<HomeFeedData>(postKeys.feed(), countedInFeed(noteId, by));
  };
  const send = useMutation({
    mutationFn: (text: string) =>
      outputOf(api.POST('/federation/notes/{id}/replies', { params: { path: { id: noteId } }, body: { text } })),
    onSuccess: (reply) => changed((items) => [...items, reply], 1),
  });
  const remove = useMutation({
    mutationFn: (replyId: string) => envelopeOf(api.DELETE('/federation/replies/{id}', { params: { path: { id: replyId } } })),
    onSuccess: (_answer, replyId) => changed((items) => items.filter((reply) => reply.id !== replyId), -1),
  });
  return { send, remove };
}
