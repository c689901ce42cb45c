import { isChatText, memberIdOfRealtimeUuid } from '@meshwork/contracts';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimeMessages } from '../schema/messages.js';

/** A message as the service stores or publishes it, for telling whether members hear of it. */
export interface ConversationMessageCandidate {
  publisherUuid: string;
  /** 0 a message, 4 a file. */
  messageType: number;
  message: unknown;
}

/** A member's chat text or file: what a conversation's members are told of, unlike the service's own events or other data. */
export const isMemberChatMessage = (candidate: ConversationMessageCandidate): boolean =>
  memberIdOfRealtimeUuid(candidate.publisherUuid) !== null &&
  (candidate.messageType === 4 || (candidate.messageType === 0 && isChatText(candidate.message)));

/** The newest member chat message of a channel: when, and who published it. */
export interface NewestConversationMessage {
  timetoken: string;
  publisherUuid: string;
}

// The newest stored message is nearly always the one: a page rarely holds only the service's events.
const pageSize = 50;

/** The channel's newest stored message that `isMemberChatMessage`, or null when it has none. */
export async function newestConversationMessage<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  channel: string,
): Promise<NewestConversationMessage | null> {
  let before: bigint | undefined;
  for (;;) {
    const rows = await db
      .select({
        timetoken: realtimeMessages.timetoken,
        publisherUuid: realtimeMessages.publisherUuid,
        messageType: realtimeMessages.messageType,
        message: realtimeMessages.message,
      })
      .from(realtimeMessages)
      .where(
        and(
          eq(realtimeMessages.channel, channel),
          inArray(realtimeMessages.messageType, [0, 4]),
          before === undefined ? undefined : lt(realtimeMessages.timetoken, before),
        ),
      )
      .orderBy(desc(realtimeMessages.timetoken))
      .limit(pageSize);
    const found = rows.find((row) => isMemberChatMessage({ ...row, message: JSON.parse(row.message) as unknown }));
    if (found) return { timetoken: found.timetoken.toString(), publisherUuid: found.publisherUuid };
    if (rows.length < pageSize) return null;
    before = rows.at(-1)!.timetoken;
  }
}
