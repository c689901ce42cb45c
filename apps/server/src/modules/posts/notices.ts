import type { NotificationKind } from '@meshwork/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, pollVotes, posts } from '../../db/schema/posts.js';
import { graphConditions } from '../friends/index.js';
import type { NotificationService } from '../notifications/index.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';
import type { PostTags } from './postTags.js';
import { mentionsOf } from './textTags.js';

interface Notice {
  recipientId: string;
  actorId: string;
  type: NotificationKind;
  postId: string;
  commentId?: string;
}

/**
 * What posts tell members through notifications: comments, replies, reactions, mentions, shares,
 * posts on their timeline and ended polls. Nobody hears of their own doing, of a post they may not see, or of a member
 * with whom a block stands either way.
 */
export class PostNotices {
  constructor(
    private readonly db: Db,
    private readonly tags: PostTags,
    private readonly notifications: NotificationService,
  ) {}

  async reacted(actorId: string, postId: string): Promise<void> {
    const authorId = await this.authorOf(postId);
    if (authorId) await this.tell({ recipientId: authorId, actorId, type: 'reaction', postId });
  }

  /** The post's author hears of a comment, the parent's author of a reply, the mentioned of their mention. */
  async commented(actorId: string, comment: { id: string; post_id: string; parent_id: string | null; text: string }): Promise<void> {
    const postId = comment.post_id;
    const [authorId, parentAuthorId] = await Promise.all([this.authorOf(postId), comment.parent_id && this.commenterOf(comment.parent_id)]);
    const told = new Set<string>();
    const tell = async (recipientId: string | undefined | null, type: NotificationKind) => {
      if (!recipientId || told.has(recipientId)) return;
      told.add(recipientId);
      await this.tell({ recipientId, actorId, type, postId, commentId: comment.id });
    };
    // A reply to the author's own comment is a reply to them, not one more comment.
    await tell(parentAuthorId, 'reply');
    await tell(authorId, 'comment');
    for (const memberId of await this.tags.membersNamed(this.db, mentionsOf(comment.text))) await tell(memberId, 'mention');
  }

  /**
   * A new or edited post: the members it newly mentions; a share: the original's author; a post on
   * a friend's timeline: that friend, once, even when the post also mentions them.
   */
  async posted(
    actorId: string,
    postId: string,
    mentioned: string[],
    { sharedPostId, timelineOwnerId }: { sharedPostId?: string | null | undefined; timelineOwnerId?: string | null | undefined },
  ): Promise<void> {
    if (timelineOwnerId) await this.tell({ recipientId: timelineOwnerId, actorId, type: 'timeline_post', postId });
    for (const recipientId of mentioned)
      if (recipientId !== timelineOwnerId) await this.tell({ recipientId, actorId, type: 'mention', postId });
    const originalAuthorId = sharedPostId && (await this.authorOf(sharedPostId));
    if (originalAuthorId) await this.tell({ recipientId: originalAuthorId, actorId, type: 'share', postId });
  }

  /** An ended poll: its author and every voter who still sees the post, the author as the actor. */
  async pollEnded(postId: string): Promise<void> {
    const authorId = await this.authorOf(postId);
    if (!authorId) return;
    const voters = await this.db.select({ memberId: pollVotes.memberId }).from(pollVotes).where(eq(pollVotes.postId, postId));
    for (const recipientId of new Set([authorId, ...voters.map((voter) => voter.memberId)]))
      await this.tell({ recipientId, actorId: authorId, type: 'poll_ended', postId }, true);
  }

  /** Tells the recipient when they may see the post and no block stands between them and the actor. */
  private async tell(notice: Notice, aboutOwnPost = false): Promise<void> {
    if (notice.recipientId === notice.actorId && !aboutOwnPost) return;
    const [seen] = await this.db
      .select({ id: posts.id })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(
        and(
          eq(posts.id, notice.postId),
          visibleTo(notice.recipientId),
          sql`not ${graphConditions.blocked(notice.actorId, sql`${notice.recipientId}::uuid`)}`,
        ),
      );
    if (!seen) return;
    // Mentions are the one kind a member can send to anyone at will: they count against a budget.
    if (notice.type === 'mention') await this.notifications.notifyMention(notice);
    else await this.notifications.notify(notice);
  }

  private async authorOf(postId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
    return row?.authorId;
  }

  private async commenterOf(commentId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, commentId));
    return row?.authorId;
  }
}
