import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import { Warned } from './Warned';

const linkClasses = 'font-medium text-link underline-offset-4 hover:underline';

/**
 * A note of another server behind its content warning. Its HTML was sanitised by our server
 * (Mastodon's allowlist, links made safe), so it is rendered as HTML. Its pictures show from
 * their copies on this server (our pages load images from here only), each opening the original;
 * anything else (a video) stays a link to its server.
 */
export function FediverseNoteBody({ note, className }: { note: FediverseNote; className: string }) {
  const pictures = note.attachments.filter((attachment) => attachment.preview_url);
  const others = note.attachments.filter((attachment) => !attachment.preview_url);
  return (
    <Warned warning={note.summary ?? ''}>
      <div className={`break-words [&_a]:underline [&_p+p]:mt-2 ${className}`} dangerouslySetInnerHTML={{ __html: note.content_html }} />
      {pictures.length > 0 && (
        <div className={cx('mt-2 grid gap-1 overflow-hidden rounded-lg', pictures.length > 1 && 'grid-cols-2')}>
          {pictures.map((picture) => (
            <a key={picture.url} href={picture.url} target="_blank" rel="noopener noreferrer nofollow" className="block bg-muted">
              <img
                src={picture.preview_url!}
                alt={picture.description ?? ''}
                width={picture.width ?? undefined}
                height={picture.height ?? undefined}
                loading="lazy"
                className={cx('h-full w-full object-cover', pictures.length > 1 ? 'aspect-square' : 'max-h-[32rem]')}
              />
            </a>
          ))}
        </div>
      )}
      {others.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {others.map((attachment) => (
            <li key={attachment.url}>
              <a href={attachment.url} target="_blank" rel="noopener noreferrer nofollow" className={linkClasses}>
                {attachment.description || fediverseCopy.attachment}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Warned>
  );
}
