import { postsCopy, type AuthSession } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { PostForm } from './PostForm';
import { useCreatePost } from './usePostActions';
import { useImageDrafts } from './useImageDrafts';
import { usePollDraft } from './usePollDraft';

interface PostComposerProps {
  session: AuthSession;
  /** Writes on this friend's timeline instead of one's own. */
  timelineOwner?: { user_id: string; nickname: string };
  autoFocus?: boolean;
}

/** The composer at the top of the newsfeed and of a timeline; a new post appears at the top of both at once. */
export function PostComposer({ session, timelineOwner, autoFocus }: PostComposerProps) {
  const create = useCreatePost();
  const images = useImageDrafts();
  const poll = usePollDraft();
  return (
    <Card as="section" aria-label={postsCopy.composerLabel} className="flex gap-3 p-4">
      <Avatar name={session.nickname} src={session.user_image} colour={session.colour} className="hidden sm:inline-flex" />
      <div className="min-w-0 flex-1">
        <PostForm
          initial={{ text: '', visibility: 'friends' }}
          placeholder={timelineOwner ? postsCopy.writeOnTimeline(timelineOwner.nickname) : postsCopy.composerPlaceholder(session.nickname)}
          autoFocus={autoFocus}
          submitLabel={postsCopy.publish}
          pending={create.isPending}
          resetOnSubmit
          images={images}
          poll={poll}
          onSubmit={async (draft) => {
            const posted =
              (await create
                .mutateAsync({ ...draft, images: images.ready, poll: poll.input(), timeline_owner_id: timelineOwner?.user_id })
                .catch(() => undefined)) !== undefined;
            if (posted) {
              images.clear();
              poll.clear();
            }
            return posted;
          }}
        />
      </div>
    </Card>
  );
}
