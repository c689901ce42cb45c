import type { FediverseNote } from '@meshwork/contracts';
import type { remoteActors, remotePosts } from '../../db/schema/federation.js';
import { isPicture, picturePath } from './media/remotePictures.js';
import { presentRemoteAuthor } from './remoteAuthors.js';

/** A remote note with its author, as pages show it (a reply on the post page, a post in the feed); its server's media may be refused. */
export interface RemoteNoteRow {
  note: typeof remotePosts.$inferSelect;
  author: Pick<typeof remoteActors.$inferSelect, 'id' | 'uri' | 'handle' | 'name' | 'iconUrl'>;
  mediaRejected: boolean;
  /** Whether the viewer likes it. */
  liked: boolean;
  /** Members' replies to it here. */
  repliesCount: number;
}

/** Signs a path of a restricted picture for the viewer (`MediaLinks.sign`). */
export type SignMediaPath = (path: string) => string;

/**
 * A stored remote note as pages show it; a server whose media is refused shows no attachments. Its
 * pictures carry a signed link of their copy here, given only to a viewer who may see the note.
 */
export const presentRemoteNote = (
  { note, author, mediaRejected, liked, repliesCount }: RemoteNoteRow,
  sign: SignMediaPath,
): FediverseNote => ({
  id: note.id,
  author: presentRemoteAuthor(author),
  url: note.url,
  content_html: note.contentHtml,
  summary: note.summary,
  sensitive: note.sensitive,
  attachments: (mediaRejected ? [] : note.attachments).map((attachment, index) => ({
    url: attachment.url,
    preview_url: isPicture(attachment, index) ? sign(picturePath(note.id, index)) : null,
    media_type: attachment.mediaType,
    description: attachment.description,
    width: attachment.width,
    height: attachment.height,
  })),
  published_at: note.publishedAt.toISOString(),
  edited_at: note.editedAt?.toISOString() ?? null,
  liked,
  replies_count: repliesCount,
  shared: null,
});
