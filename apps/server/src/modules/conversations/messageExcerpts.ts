import { storedTextShownAt } from '@meshwork/realtime-server';
import { sql, type SQL } from 'drizzle-orm';
import { inGroup } from '../groups/index.js';
import type { NotificationColumns } from '../notifications/index.js';

/**
 * What a notification about a message quotes, as a column of the notifications list: the message's
 * text as the conversation shows it now (edited, or nothing once deleted or expired), to a member
 * still in its group; null for a file, and for notifications about anything else.
 */
export const messageExcerptShownTo = (memberId: string, about: NotificationColumns): SQL<string | null> => sql<string | null>`case
  when ${about.messageTimetoken} is not null and (${about.subjectId} is null or ${inGroup(memberId, about.subjectId)})
  then ${storedTextShownAt(about.messageChannel, about.messageTimetoken)}
end`;
