import type { FediverseNote } from '@meshwork/contracts';
import type { remoteActors, remotePosts } from '../../db/schema/federation.js';
import { presentRemoteAuthor } from './remoteAuthors.js';

/** A remote note with its author, as pages show it (a reply on the post page, a post in the feed); its server's media may be refused. */
export interface RemoteNoteRow {
  note: typeof remotePosts.$inferSelect;
  author: Pick<typeof remoteActors.$inferSelect, 'uri' | 'handle' | 'name' | 'iconUrl'>;
  mediaRejected: boolean;
  /** Whether the viewer likes it. */
  liked: boolean;
  /** Members' replies to it here. */
  repliesCount: number;
}

/** A stored remote note as pages show it; a server whose media is refused shows no attachments. */
export const presentRemoteNote = ({ note, author, mediaRejected, liked, repliesCount }: RemoteNoteRow): FediverseNote => ({
  id: note.id,
  author: presentRemoteAuthor(author),
  url: note.url,
  content_html: note.contentHtml,
  summary: note.summary,
  sensitive: note.sensitive,
  attachments: (mediaRejected ? [] : note.attachments).map((attachment) => ({
    url: attachment.url,
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
