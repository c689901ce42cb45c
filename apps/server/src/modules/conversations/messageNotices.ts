import { directMembersOfChannel, groupIdOfChannel, isChatText, memberIdOfRealtimeUuid } from '@meshwork/contracts';
import { readMarkersOf, type PublishedMessage } from '@meshwork/realtime-server';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FriendsPolicies } from '../friends/index.js';
import type { GroupMembership } from '../groups/index.js';
import type { NotificationService } from '../notifications/index.js';

const messageNoticeTask = 'message-notice';

/** Whether a read marker (a timetoken the member's client wrote) reaches the message. */
const hasRead = (marker: string | undefined, timetoken: string): boolean =>
  marker !== undefined && /^\d{1,19}$/.test(marker) && BigInt(marker) >= BigInt(timetoken);

/** The newest message of a conversation that may need telling: its job's payload. */
interface ConversationMessage {
  channel: string;
  timetoken: string;
  authorId: string;
}

interface MessageNoticesDependencies {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'add'>;
  notifications: Pick<NotificationService, 'notifyLatest'>;
  friends: Pick<FriendsPolicies, 'blockedWith'>;
  groups: Pick<GroupMembership, 'memberIdsOf'>;
  /** How long a message waits for its recipients to read it before they are told. */
  delaySeconds: number;
}

/**
 * `message` notifications: a message in a direct or group conversation is told to its recipients
 * a few seconds later (a job, so publishing never waits), unless they read it meanwhile: a
 * recipient looking at the conversation moves its read marker as the message shows, which is how
 * "viewing it now" is known. One job per conversation is pending at a time and carries its newest
 * message, so a burst of messages is one notification.
 */
export class MessageNotices {
  constructor(private readonly deps: MessageNoticesDependencies) {
    deps.jobs.define<ConversationMessage>(messageNoticeTask, (message) => this.tell(message));
  }

  /** Hears every published message: chat texts and files of members in conversations are due for telling. */
  async heard(message: PublishedMessage): Promise<void> {
    const authorId = memberIdOfRealtimeUuid(message.publisherUuid);
    const conversation = directMembersOfChannel(message.channel) !== null || groupIdOfChannel(message.channel) !== null;
    if (!authorId || !conversation || (message.messageType === 0 && !isChatText(message.message))) return;
    const payload: ConversationMessage = { channel: message.channel, timetoken: message.timetoken, authorId };
    await this.deps.jobs.add(messageNoticeTask, payload, {
      jobKey: `${messageNoticeTask}:${message.channel}`,
      // A later message updates the pending job but does not put it off: a busy conversation is still told.
      jobKeyMode: 'preserve_run_at',
      runAt: new Date(Date.now() + this.deps.delaySeconds * 1000),
      maxAttempts: 3,
    });
  }

  /** Tells each recipient who has not read up to the message, wants messages told, and shares no block with its author. */
  async tell(message: ConversationMessage): Promise<void> {
    const groupId = groupIdOfChannel(message.channel);
    const recipients = (await this.membersOf(message.channel, groupId)).filter((memberId) => memberId !== message.authorId);
    if (recipients.length === 0) return;
    const [markers, blocked] = await Promise.all([
      readMarkersOf(this.deps.db, message.channel, recipients),
      this.deps.friends.blockedWith(message.authorId),
    ]);
    for (const recipientId of recipients) {
      if (hasRead(markers.get(recipientId), message.timetoken) || blocked.has(recipientId)) continue;
      await this.deps.notifications.notifyLatest({
        recipientId,
        actorId: message.authorId,
        type: 'message',
        subjectId: groupId ?? undefined,
      });
    }
  }

  private async membersOf(channel: string, groupId: string | null): Promise<string[]> {
    if (groupId) return this.deps.groups.memberIdsOf(groupId);
    return directMembersOfChannel(channel) ?? [];
  }
}
