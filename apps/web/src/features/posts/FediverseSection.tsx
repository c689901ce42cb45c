import { useInfiniteQuery } from '@tanstack/react-query';
import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { Link } from 'react-router';
import { FediverseNoteBody } from './FediverseNoteBody';
import { RemoteLikeButton } from './RemoteLikeButton';
import { RemoteReportButton } from './RemoteReportButton';
import { remoteProfilePath } from '../../paths/remotePaths';
import { fediverseQuery } from './fediverseQueries';

const linkClasses = 'font-medium text-link underline-offset-4 hover:underline';

/** A reply from another server, with its author. */
function RemoteReplyItem({ reply }: { reply: FediverseNote }) {
  const { author } = reply;
  return (
    <li className="flex gap-3">
      <Avatar name={author.name || author.handle} src={author.icon_url} size={32} />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <Link to={remoteProfilePath(author.handle)} className={linkClasses}>
            {author.name || author.handle}
          </Link>{' '}
          <span className="text-fg-muted">@{author.handle}</span>
        </p>
        <FediverseNoteBody note={reply} className="text-[15px] leading-relaxed" />
        <p className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-fg-muted">
          <RemoteLikeButton note={reply} className="-ml-2 text-xs" />
          <time dateTime={reply.published_at}>{new Date(reply.published_at).toLocaleString()}</time>
          {reply.url && (
            <>
              {' · '}
              <a href={reply.url} target="_blank" rel="noopener noreferrer nofollow" className="hover:underline">
                {fediverseCopy.openOriginal}
              </a>
            </>
          )}
          <RemoteReportButton note={reply} className="ml-auto text-xs" />
        </p>
      </div>
    </li>
  );
}

/** Below a post's comments: how many accounts of other servers liked and shared it, and their replies; nothing when there are none. */
export function FediverseSection({ postId }: { postId: string }) {
  const list = useInfiniteQuery(fediverseQuery(postId));
  if (list.isPending) return <Skeleton className="h-10" />;
  if (list.isError) {
    return (
      <InlineAlert tone="error">
        {fediverseCopy.loadError}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {fediverseCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  const [first] = list.data.pages;
  const replies = list.data.pages.flatMap((page) => page.replies.items);
  if (!first || (first.likes === 0 && first.shares === 0 && replies.length === 0)) return null;
  return (
    <Card as="section" aria-labelledby="fediverse-title" className="flex flex-col gap-3 p-4">
      <h2 id="fediverse-title" className="font-semibold">
        {fediverseCopy.title}
      </h2>
      <p className="text-sm text-fg-muted">
        {fediverseCopy.likes(first.likes)} · {fediverseCopy.shares(first.shares)}
      </p>
      {replies.length > 0 && (
        <ul className="flex flex-col gap-3">
          {replies.map((reply) => (
            <RemoteReplyItem key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="self-start text-xs font-semibold text-fg-muted hover:underline"
          onClick={() => void list.fetchNextPage()}
        >
          {fediverseCopy.moreReplies}
        </button>
      )}
    </Card>
  );
}
