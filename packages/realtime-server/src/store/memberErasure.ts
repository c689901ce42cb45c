import { realtimeUuidOf, userChannelOf } from '@meshwork/contracts';
import { eq, like, or } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RealtimeFileStorage } from '../serviceTypes.js';
import { FileBytes } from '../families/files/fileBytes.js';
import { realtimeChannelGroups } from '../schema/channelGroups.js';
import { realtimeFiles } from '../schema/files.js';
import { realtimeMessageActions } from '../schema/messageActions.js';
import { realtimeMessages } from '../schema/messages.js';
import { realtimeMemberships, realtimeUuidMetadata } from '../schema/objects.js';
import { realtimePresence, realtimePresenceChanges } from '../schema/presence.js';
import { realtimePushRegistrations } from '../schema/push.js';

/**
 * Erases what a member left in the realtime service when their account is purged: the messages,
 * reactions and files they sent (rows, and the bytes in the storage the service was given), their
 * user channel, presence, metadata, memberships, channel groups and push registrations. What
 * others sent stays with them.
 */
export async function eraseRealtimeMember<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  memberId: string,
  fileStorage: RealtimeFileStorage,
): Promise<void> {
  const uuid = realtimeUuidOf(memberId);
  const bytes = new FileBytes(fileStorage);
  await db.transaction(async (tx) => {
    await tx
      .delete(realtimeMessages)
      .where(or(eq(realtimeMessages.publisherUuid, uuid), eq(realtimeMessages.channel, userChannelOf(memberId))));
    await tx.delete(realtimeMessageActions).where(eq(realtimeMessageActions.uuid, uuid));
    await tx.delete(realtimePresence).where(eq(realtimePresence.uuid, uuid));
    await tx.delete(realtimePresenceChanges).where(eq(realtimePresenceChanges.uuid, uuid));
    await tx.delete(realtimeUuidMetadata).where(eq(realtimeUuidMetadata.id, uuid));
    await tx.delete(realtimeMemberships).where(eq(realtimeMemberships.uuidId, uuid));
    await tx.delete(realtimeChannelGroups).where(like(realtimeChannelGroups.groupName, `${memberId}:%`));
    await tx.delete(realtimePushRegistrations).where(eq(realtimePushRegistrations.ownerUuid, uuid));
    const files = await tx
      .delete(realtimeFiles)
      .where(eq(realtimeFiles.uploaderMemberId, memberId))
      .returning({ storageKey: realtimeFiles.storageKey });
    // The bytes go before the rows are committed: if one cannot be removed, the rows come back and a retry finds it again.
    for (const { storageKey } of files) await bytes.remove(storageKey);
  });
}
