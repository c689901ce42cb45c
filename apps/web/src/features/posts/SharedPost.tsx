import { Link } from 'react-router';
import { postsCopy, type Post } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { timeAgo } from '../../ui/timeAgo';
import { profilePath } from '../../paths/profileSections';
import { postPath } from '../../paths/postPaths';
import { PostImages } from './PostImages';
import { PostText } from './PostText';

/** The original inside a share, or a note that the viewer may not see it; `eager` as for the share's own images. */
export function SharedPost({ post, eager }: { post: Post; eager: boolean }) {
  if (!post.is_share) return null;
  const original = post.shared_post;
  if (!original) return <p className="mt-3 rounded-lg border border-line p-3 text-sm text-fg-muted">{postsCopy.sharedUnavailable}</p>;
  return (
    <div className="mt-3 rounded-lg border border-line p-3">
      <p className="mb-2 flex items-center gap-2 text-sm">
        <Avatar name={original.author.nickname} src={original.author.user_image} colour={original.author.colour} size={24} />
        <Link to={profilePath(original.author.username)} className="font-semibold hover:underline">
          {original.author.nickname}
        </Link>
        <Link to={postPath(original.id)} className="text-xs text-fg-muted hover:underline">
          <time dateTime={original.created_at}>{timeAgo(original.created_at)}</time>
        </Link>
      </p>
      {original.text && <PostText pieces={original.text_pieces} />}
      {/* The share shows the original's pictures as its own: blurred when either is marked. */}
      <PostImages images={original.images} sensitive={original.sensitive || post.sensitive} eager={eager} />
    </div>
  );
}
