import { Create, Delete, Mention, Note, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import type { RemoteActorRow } from '../remoteActors.js';
import { contentHtml } from './contentHtml.js';
import { instantOf } from './notes.js';
import type { FederationUris } from './objectUris.js';

/** A member's reply as kept, with the note it answers and that note's author. */
export interface StoredReply {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  noteUri: string;
  noteAuthor: Pick<RemoteActorRow, 'uri' | 'handle' | 'inbox' | 'sharedInbox'>;
}

/**
 * A member's reply as the `Note` the note's server reads: public, in reply to the note, addressed
 * and `Mention`-tagged to its author (so Mastodon notifies them), its text as our posts' HTML.
 */
export function replyNoteOf(reply: StoredReply, uris: FederationUris): Note {
  const author = new URL(reply.noteAuthor.uri);
  return new Note({
    id: uris.commentUri(reply.id),
    attribution: uris.actorUri(reply.authorId),
    content: contentHtml(reply.text, [], uris),
    replyTarget: new URL(reply.noteUri),
    to: PUBLIC_COLLECTION,
    cc: author,
    tags: [new Mention({ href: author, name: `@${reply.noteAuthor.handle}` })],
    published: instantOf(reply.createdAt),
  });
}

export const createOfReply = (reply: StoredReply, uris: FederationUris) => {
  const note = replyNoteOf(reply, uris);
  return new Create({
    id: new URL(`${note.id!.href}#create`),
    actor: note.attributionId,
    object: note,
    to: PUBLIC_COLLECTION,
    cc: note.ccId,
  });
};

export const deleteOfReply = (reply: StoredReply, uris: FederationUris) =>
  new Delete({
    id: new URL(`${uris.commentUri(reply.id).href}#delete`),
    actor: uris.actorUri(reply.authorId),
    object: new Tombstone({ id: uris.commentUri(reply.id) }),
    to: PUBLIC_COLLECTION,
    cc: new URL(reply.noteAuthor.uri),
  });
