import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { postKeys, type HomeFeedData } from './postQueries';

const path = '/federation/notes/{id}/like';

/** The feed's copy of the note says the member's like as it is now, for when the feed shows again. */
const likedInFeed = (noteId: string, liked: boolean) => (feed: HomeFeedData | undefined) =>
  feed && {
    ...feed,
    pages: feed.pages.map((page) => ({
      ...page,
      remote_posts: page.remote_posts.map((note) => (note.id === noteId ? { ...note, liked } : note)),
    })),
  };

/** The member's like of a note of another server: as asked at once, back as it was with a message when its server could not be told. */
export function useRemoteLike(note: FediverseNote) {
  const queryClient = useQueryClient();
  const like = useMutation({
    mutationFn: (liked: boolean) => {
      const options = { params: { path: { id: note.id } } };
      return outputOf(liked ? api.PUT(path, options) : api.DELETE(path, options));
    },
    onSuccess: (answer) => queryClient.setQueryData<HomeFeedData>(postKeys.feed(), likedInFeed(note.id, answer.liked)),
    onError: () => toast.error(fediverseCopy.likeFailed),
  });
  const liked = like.isPending || like.isSuccess ? like.variables : note.liked;
  return { liked, toggle: () => like.mutate(!liked) };
}
