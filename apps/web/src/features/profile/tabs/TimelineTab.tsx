import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { profilesCopy } from '@meshwork/contracts';
import { useSession } from '../../../api/session';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PostCard } from '../../posts/PostCard';
import { PostComposer } from '../../posts/PostComposer';
import { PostPages } from '../../posts/PostPages';
import { postQuery } from '../../posts/postQueries';
import { composeParam } from '../../../paths/profilePaths';
import { profileSections } from '../../../paths/profileSections';
import { timelineQuery } from '../profileQueries';
import { useProfile } from '../useProfile';
import { BlockedTab } from './BlockedTab';

/**
 * The member's posts and shares the viewer may see, newest first, with the pinned post on top; the
 * composer on one's own timeline and on a friend's ("write on their timeline").
 */
export function TimelineTab() {
  const profile = useProfile();
  const session = useSession();
  const composing = useSearchParams()[0].get(composeParam) === '1';
  const timeline = useInfiniteQuery({ ...timelineQuery(profile.username), enabled: !profile.relation.blocked });
  const pinnedId = profile.pinned_post_id;
  const pinned = useQuery({ ...postQuery(pinnedId ?? ''), enabled: pinnedId !== null });
  const mayWrite = profile.is_self || profile.relation.friendship === 'friends';
  if (profile.relation.blocked) return <BlockedTab copy={profilesCopy.blockedTimeline(profile.nickname)} />;
  const [title, text] = profile.is_self ? profilesCopy.timelineEmptyOwn : profilesCopy.timelineEmptyOther(profile.nickname);
  return (
    <section aria-labelledby="profile-section-title" className="flex flex-col gap-4">
      <h2 id="profile-section-title" className="sr-only">
        {profileSections[0].title}
      </h2>
      {session && mayWrite && (
        <PostComposer session={session} timelineOwner={profile.is_self ? undefined : profile} autoFocus={composing} />
      )}
      {pinnedId && pinned.data && <PostCard post={pinned.data} eager />}
      <PostPages
        list={timeline}
        exclude={pinnedId}
        empty={
          pinned.data ? null : (
            <Card>
              <EmptyState icon={PenLine} title={title} headingLevel="h3">
                {text}
              </EmptyState>
            </Card>
          )
        }
      />
    </section>
  );
}
