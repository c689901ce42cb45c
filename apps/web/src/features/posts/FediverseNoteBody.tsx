import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { Warned } from './Warned';

const linkClasses = 'font-medium text-link underline-offset-4 hover:underline';

/**
 * A note of another server behind its content warning. Its HTML was sanitised by our server
 * (Mastodon's allowlist, links made safe), so it is rendered as HTML. Pictures stay links: our
 * pages load images from this server only, and opening one is the reader's choice.
 */
export function FediverseNoteBody({ note, className }: { note: FediverseNote; className: string }) {
  return (
    <Warned warning={note.summary ?? ''}>
      <div className={`break-words [&_a]:underline [&_p+p]:mt-2 ${className}`} dangerouslySetInnerHTML={{ __html: note.content_html }} />
      {note.attachments.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {note.attachments.map((attachment) => (
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
