import { useInfiniteQuery } from '@tanstack/react-query';
import { Activity as ActivityIcon } from 'lucide-react';
import { Link } from 'react-router';
import { profilesCopy, type Activity } from '@meshwork/contracts';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineAlert } from '../../../ui/InlineAlert';
import { Skeleton } from '../../../ui/Skeleton';
import { timeAgo } from '../../../ui/timeAgo';
import { eventPath } from '../../../paths/eventPaths';
import { postPath } from '../../../paths/postPaths';
import { profilePath } from '../../../paths/profileSections';
import { activityQuery } from './profileTabQueries';

const copy = profilesCopy.activity;

/** What the entry says, and where its subject is. */
function describe(entry: Activity): { text: string; to?: string; excerpt?: string } {
  const post = entry.post && { to: postPath(entry.post.id), excerpt: entry.post.excerpt };
  switch (entry.kind) {
    case 'posted':
      return { text: copy.posted, ...post };
    case 'shared':
      return { text: copy.shared, ...post };
    case 'commented':
      return { text: copy.commented(entry.post?.author.nickname ?? ''), ...post };
    case 'reacted':
      return { text: copy.reacted(entry.post?.author.nickname ?? ''), ...post };
    case 'befriended':
      return { text: copy.befriended(entry.member?.nickname ?? ''), to: entry.member ? profilePath(entry.member.username) : undefined };
    case 'profile_picture':
      return { text: copy.profilePicture };
    case 'avatar':
      return { text: copy.avatar };
    case 'event_created':
      return { text: copy.eventCreated, to: entry.event_id ? eventPath(entry.event_id) : undefined };
    case 'event_joined':
      return { text: copy.eventJoined, to: entry.event_id ? eventPath(entry.event_id) : undefined };
  }
}

function ActivityItem({ entry }: { entry: Activity }) {
  const { text, to, excerpt } = describe(entry);
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="text-sm">
        {to ? (
          <Link to={to} className="font-medium hover:underline">
            {text}
          </Link>
        ) : (
          <span className="font-medium">{text}</span>
        )}{' '}
        <time dateTime={entry.created_at} className="text-xs text-fg-muted" title={new Date(entry.created_at).toLocaleString()}>
          {timeAgo(entry.created_at)}
        </time>
      </p>
      {excerpt && <p className="line-clamp-2 text-sm text-fg-muted">{excerpt}</p>}
    </li>
  );
}

/** The Activity tab: what the member did that the viewer may see, newest first. */
export function ActivityTab({ username, isSelf, nickname }: { username: string; isSelf: boolean; nickname: string }) {
  const activity = useInfiniteQuery(activityQuery(username));
  if (activity.isPending) {
    return (
      <Card className="flex flex-col gap-3 p-4" aria-busy>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </Card>
    );
  }
  if (activity.isError) return <InlineAlert tone="error">{copy.loadError}</InlineAlert>;
  const entries = activity.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <Card>
        <EmptyState icon={ActivityIcon} title={isSelf ? copy.ownEmpty : copy.otherEmpty(nickname)} headingLevel="h3" />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col px-4 py-1">
      <ul className="divide-y divide-line">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {activity.hasNextPage && (
        <Button variant="ghost" className="self-center" onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
          {copy.loadMore}
        </Button>
      )}
    </Card>
  );
}
