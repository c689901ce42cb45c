import { postsCopy } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { FeedList } from '../posts/FeedList';
import { PostComposer } from '../posts/PostComposer';

/** The newsfeed: the composer, then the member's own, friends' and followings' posts, newest first. */
export function NewsfeedPage() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{postsCopy.newsfeedTitle}</h1>
      {session && <PostComposer session={session} />}
      <FeedList />
    </div>
  );
}
