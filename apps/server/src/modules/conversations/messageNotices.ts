import { directMembersOfChannel, groupIdOfChannel, memberIdOfRealtimeUuid } from '@meshwork/contracts';
import { isMemberChatMessage, newestConversationMessage, readMarkersOf, type PublishedMessage } from '@meshwork/realtime-server';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FriendsPolicies } from '../friends/index.js';
import type { GroupMembership } from '../groups/index.js';
import type { Muting } from '../muting/index.js';
import type { NotificationService } from '../notifications/index.js';

const messageNoticeTask = 'message-notice';

/** How close to its due time a pending notice is queued again: by then its job may already be reading the conversation. */
const dueMarginMs = 1000;

/** Conversations whose pending notice one node remembers: those with a message in the last few seconds. */
const rememberedConversations = 10_000;

/** Whether a read marker (a timetoken the member's client wrote) reaches the message. */
const hasRead = (marker: string | undefined, timetoken: string): boolean =>
  marker !== undefined && /^\d{1,19}$/.test(marker) && BigInt(marker) >= BigInt(timetoken);

/** A conversation's pending notice: its job's payload (older jobs also carry `timetoken` and `authorId`, which `tell` no longer reads). */
interface MessageNotice {
  channel: string;
}

interface MessageNoticesDependencies {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'add'>;
  notifications: Pick<NotificationService, 'notifyLatest'>;
  friends: Pick<FriendsPolicies, 'blockedWith'>;
  groups: Pick<GroupMembership, 'memberIdsOf'>;
  /** Who muted the conversation: they are not told of its messages while the mute lasts. */
  mutes: Muting['mutedConversations'];
  /** How long a message waits for its recipients to read it before they are told. */
  delaySeconds: number;
}

/**
 * `message` notifications: a message in a direct or group conversation is told to its recipients
 * a few seconds later (a job, so publishing never waits), unless they read it meanwhile: a
 * recipient looking at the conversation moves its read marker as the message shows, which is how
 * "viewing it now" is known. One job per conversation is pending at a time and tells of the
 * conversation's newest message when it runs, so a burst of messages is one notification, and one
 * `add` per node: a node queues it again only once it is nearly due.
 */
export class MessageNotices {
  /** Per conversation, when (`performance.now()`) the notice this node last queued is due, or will be once its `add` answers. */
  private readonly noticesDue: LRUCache<string, Promise<number>>;

  constructor(private readonly deps: MessageNoticesDependencies) {
    // An entry lives as long as a notice waits at most: by then the notice it knows of is due.
    this.noticesDue = new LRUCache({ max: rememberedConversations, ttl: deps.delaySeconds * 1000 });
    deps.jobs.define<MessageNotice>(messageNoticeTask, (notice) => this.tell(notice));
  }

  /** Hears every published message: chat texts and files of members in conversations are due for telling. */
  async heard(message: PublishedMessage): Promise<void> {
    const conversation = directMembersOfChannel(message.channel) !== null || groupIdOfChannel(message.channel) !== null;
    if (!conversation || !isMemberChatMessage(message)) return;
    const due = this.queueNotice(message.channel, this.noticesDue.get(message.channel));
    this.noticesDue.set(message.channel, due);
    await due;
  }

  /**
   * Queues the conversation's notice unless the pending one is due later than the margin: that job
   * reads the newest message when it runs, after this one. Answers when the pending notice is due.
   */
  private async queueNotice(channel: string, previous: Promise<number> | undefined): Promise<number> {
    // The previous message's call settles first, so one `add` of a burst answers for all the others.
    const previousDue = await previous?.catch(() => undefined);
    if (previousDue !== undefined && previousDue - performance.now() > dueMarginMs) return previousDue;
    const asked = performance.now();
    const job = await this.deps.jobs.add(messageNoticeTask, { channel } satisfies MessageNotice, {
      jobKey: `${messageNoticeTask}:${channel}`,
      // A later message updates the pending job but does not put it off: a busy conversation is still told.
      jobKeyMode: 'preserve_run_at',
      runAt: new Date(Date.now() + this.deps.delaySeconds * 1000),
      maxAttempts: 3,
    });
    // Both times are the database's (another node's clock may have set `run_at`); counted from before the call, it errs early.
    return asked + (job.run_at.getTime() - job.updated_at.getTime());
  }

  /**
   * Tells each recipient who has not read up to the conversation's newest message, has not muted
   * the conversation, wants messages told, and shares no block with its author.
   */
  async tell({ channel }: MessageNotice): Promise<void> {
    // From now on this job no longer reads what is published: this node's next message queues a new one.
    this.noticesDue.delete(channel);
    const newest = await newestConversationMessage(this.deps.db, channel);
    const authorId = newest && memberIdOfRealtimeUuid(newest.publisherUuid);
    if (!newest || !authorId) return;
    const groupId = groupIdOfChannel(channel);
    const recipients = (await this.membersOf(channel, groupId)).filter((memberId) => memberId !== authorId);
    if (recipients.length === 0) return;
    const [markers, blocked, muted] = await Promise.all([
      readMarkersOf(this.deps.db, channel, recipients),
      this.deps.friends.blockedWith(authorId),
      this.deps.mutes.mutedAmong(channel, recipients),
    ]);
    for (const recipientId of recipients) {
      if (hasRead(markers.get(recipientId), newest.timetoken) || blocked.has(recipientId) || muted.has(recipientId)) continue;
      await this.deps.notifications.notifyLatest({
        recipientId,
        actorId: authorId,
        type: 'message',
        subjectId: groupId ?? undefined,
        message: { channel, timetoken: newest.timetoken },
      });
    }
  }

  private async membersOf(channel: string, groupId: string | null): Promise<string[]> {
    if (groupId) return this.deps.groups.memberIdsOf(groupId);
    return directMembersOfChannel(channel) ?? [];
  }
}
