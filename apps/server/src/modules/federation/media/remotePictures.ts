import { fediversePaths, remoteMediaPerNote } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { remoteActors, remotePosts, type RemoteAttachment } from '../../../db/schema/federation.js';
import { hostMediaRejected } from '../domains/domainPolicies.js';

/** Whether an attachment is a picture this server may show: declared as an image (its content is checked when fetched). */
export const isPicture = (attachment: RemoteAttachment, index: number) =>
  index < remoteMediaPerNote && attachment.mediaType !== null && attachment.mediaType.startsWith('image/');

/** Where the picture of the note is served here, before it is signed. */
export const picturePath = (noteId: string, index: number) =>
  `/api${fediversePaths.noteMedia.replace(':id', noteId).replace(':index', String(index))}`;

/** The URL of the note's picture at `index`, unless it is no picture or its server's media are refused. */
export async function pictureOfNote(db: Db, noteId: string, index: number): Promise<string | undefined> {
  const [found] = await db
    .select({ attachments: remotePosts.attachments, mediaRejected: hostMediaRejected(remoteActors.host).mapWith(Boolean) })
    .from(remotePosts)
    .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
    .where(eq(remotePosts.id, noteId));
  const attachment = found?.attachments[index];
  return found && !found.mediaRejected && attachment && isPicture(attachment, index) ? attachment.url : undefined;
}
