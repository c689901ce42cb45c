import { useState } from 'react';
import { postsCopy, type AuthSession } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
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
  // A new post's content warning: its summary while the author has it on (the pictures' sensitive mark is beside them).
  const [warning, setWarning] = useState<string | null>(null);
  return (
    <Card as="section" aria-label={postsCopy.composerLabel} className="flex gap-3 p-4">
      <Avatar name={session.nickname} src={session.user_image} colour={session.colour} className="hidden sm:inline-flex" />
      <div className="min-w-0 flex-1">
        {warning !== null && (
          <input
            placeholder={postsCopy.contentWarningSummary}
            value={warning}
            maxLength={200}
            onChange={(event) => setWarning(event.target.value)}
            className="mb-2 h-11 w-full rounded-lg border border-line bg-page px-3 text-sm"
          />
        )}
        <PostForm
          initial={{ text: '', visibility: 'friends' }}
          placeholder={timelineOwner ? postsCopy.writeOnTimeline(timelineOwner.nickname) : postsCopy.composerPlaceholder(session.nickname)}
          autoFocus={autoFocus}
          submitLabel={postsCopy.publish}
          pending={create.isPending}
          resetOnSubmit
          images={images}
          poll={poll}
          tools={
            <Button
              variant="ghost"
              size="icon"
              aria-label={postsCopy.contentWarning}
              aria-pressed={warning !== null}
              title={postsCopy.contentWarning}
              onClick={() => setWarning(warning === null ? '' : null)}
            >
              {/* "CW", as the social web writes it; the label says it in full. */}
              <span aria-hidden className="text-xs font-semibold">
                CW
              </span>
            </Button>
          }
          onSubmit={async (draft) => {
            const posted =
              (await create
                .mutateAsync({
                  ...draft,
                  content_warning: warning ?? '',
                  images: images.ready,
                  sensitive: images.sensitive,
                  poll: poll.input(),
                  timeline_owner_id: timelineOwner?.user_id,
                })
                .catch(() => undefined)) !== undefined;
            if (posted) {
              images.clear();
              poll.clear();
              setWarning(null);
            }
            return posted;
          }}
        />
      </div>
    </Card>
  );
}
