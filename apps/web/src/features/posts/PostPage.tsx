import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { postsCopy, postsMoreCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { FediverseSection } from './FediverseSection';
import { postQuery } from './postQueries';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostSkeleton';
import { useLivePost } from './useLivePost';

/** `/post/:id`: one post, kept current while open, with what other servers said of it, or one answer for a post that is gone or not shown to this member. */
export function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery(postQuery(id));
  useLivePost(id);
  const back = (
    <Link to="/newsfeed" className={buttonClasses('secondary')}>
      {postsMoreCopy.backToFeed}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{postsMoreCopy.postPageTitle}</h1>
      {post.isPending && <PostSkeleton />}
      {post.isError &&
        (isApiError(post.error) && [404, 422].includes(post.error.status) ? (
          <Card>
            <EmptyState icon={FileQuestion} title={postsMoreCopy.postGone} action={back}>
              {postsMoreCopy.postGoneBody}
            </EmptyState>
          </Card>
        ) : (
          <InlineAlert tone="error">
            {postsCopy.loadError}{' '}
            <button type="button" className="underline" onClick={() => void post.refetch()}>
              {postsCopy.retry}
            </button>
          </InlineAlert>
        ))}
      {post.data && (
        <>
          <PostCard post={post.data} eager commentsOpen onDeleted={() => void navigate('/newsfeed')} />
          <FediverseSection postId={post.data.id} />
        </>
      )}
    </div>
  );
}
