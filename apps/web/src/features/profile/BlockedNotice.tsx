import { profilesCopy, socialCopy, type Profile } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { useGraphAction } from '../people/useGraphAction';

/** Under the header of a member the viewer has blocked: why the profile is empty, and the way back at hand. */
export function BlockedNotice({ profile }: { profile: Profile }) {
  const graph = useGraphAction();
  return (
    <InlineAlert tone="info" className="mx-4 mb-4 sm:mx-6">
      <span className="flex flex-wrap items-center justify-between gap-2">
        {profilesCopy.blockedByYou(profile.nickname)}
        <Button
          variant="secondary"
          loading={graph.isPending}
          onClick={() => graph.mutate({ label: socialCopy.unblock, action: 'unblock', memberId: profile.user_id })}
        >
          {socialCopy.unblock}
        </Button>
      </span>
    </InlineAlert>
  );
}
