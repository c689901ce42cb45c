import { fediversePaths, remoteMediaPerNote, type RemoteAccountPicture } from '@meshwork/contracts';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { remoteActors, remotePosts, type RemoteAttachment } from '../../../db/schema/federation.js';
import { hostMediaRejected, hostUnderPolicy } from '../domains/domainPolicies.js';

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

/** Where an account's picture is served here, when it has one (public: anyone may see an account's picture). */
export const accountPicturePath = (actorId: string, picture: RemoteAccountPicture, url: string | null) =>
  url ? `/api${fediversePaths.accountPicture.replace(':id', actorId).replace(':picture', picture)}` : null;

/** The URL of the account's picture or header, unless its server is suspended or its media refused. */
export async function pictureOfAccount(db: Db, actorId: string, picture: RemoteAccountPicture): Promise<string | undefined> {
  const [found] = await db
    .select({ icon: remoteActors.iconUrl, header: remoteActors.headerUrl })
    .from(remoteActors)
    .where(
      and(
        eq(remoteActors.id, actorId),
        not(hostUnderPolicy(remoteActors.host, ['suspend'])),
        not(hostMediaRejected(remoteActors.host).mapWith(Boolean)),
      ),
    );
  return found?.[picture] ?? undefined;
}
