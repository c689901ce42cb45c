import { isChatText, memberIdOfRealtimeUuid } from '@meshwork/contracts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storedPage } from './messageStore.js';

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
const pageSize = 10;
// What a notice may look through: members' other data published since the message it is for is bounded by their
// publish rate over the notice's few seconds, far below this; past it the notice would cost more than it tells.
const maxPages = 100;

/**
 * The channel's newest live stored message that `isMemberChatMessage` among its newest
 * `pageSize × maxPages`, or null when they hold none.
 */
export async function newestConversationMessage<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  channel: string,
): Promise<NewestConversationMessage | null> {
  let start: bigint | undefined;
  for (let page = 0; page < maxPages; page++) {
    const rows = await storedPage(db, channel, { start }, pageSize);
    const found = rows.findLast((row) => isMemberChatMessage({ ...row, message: JSON.parse(row.message) as unknown }));
    if (found) return { timetoken: found.timetoken.toString(), publisherUuid: found.publisherUuid };
    if (rows.length < pageSize) return null;
    start = rows[0]!.timetoken;
  }
  return null;
}
