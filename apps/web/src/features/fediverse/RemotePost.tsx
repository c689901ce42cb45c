import { federationCopy, type RemoteAccountPost } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { timeAgo } from '../../ui/timeAgo';
import { Warned } from '../posts/Warned';

const externalLink = { target: '_blank', rel: 'nofollow noopener noreferrer' } as const;

/**
 * A recent post of a remote account. Its HTML was sanitised by our server (Mastodon's allowlist,
 * absolute http(s) links only), so it is rendered as it comes; a content warning hides it until opened.
 */
export function RemotePost({ post }: { post: RemoteAccountPost }) {
  return (
    <Card as="article" className="flex flex-col gap-2 px-5 py-4">
      {post.published && (
        <a href={post.url ?? post.id} {...externalLink} className="text-xs text-fg-muted hover:underline">
          <time dateTime={post.published}>{timeAgo(post.published)}</time>
        </a>
      )}
      <Warned warning={post.summary ?? ''}>
        <div className="break-words [&_a]:underline [&_p+p]:mt-2" dangerouslySetInnerHTML={{ __html: post.content_html }} />
        {post.attachment_urls.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {post.attachment_urls.map((url, index) => (
              <li key={url}>
                <a href={url} {...externalLink} className="underline">
                  {federationCopy.attachment(index + 1)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Warned>
    </Card>
  );
}
