import type { NotificationService } from '../notifications/index.js';
import type { LocalPost } from './inbox/localPosts.js';
import type { RemoteAuthors } from './remoteAuthors.js';

/** What a remote account did to a member's post, as the notification kind a member's doing would be. */
export type RemotePostAction = 'like' | 'announce' | 'reply';
const kindOf = { like: 'reaction', announce: 'share', reply: 'comment' } as const;

/**
 * What accounts of other servers do that members hear about, through the notifications module:
 * likes, shares and replies of their posts, mentions, and follows. An account the member blocked, or of a
 * silenced or suspended server, tells them nothing; an Undo or a Delete withdraws what is unread.
 */
export class RemoteNotifications {
  constructor(
    private readonly authors: Pick<RemoteAuthors, 'mayNotify'>,
    private readonly notifications: Pick<NotificationService, 'notify' | 'retract' | 'retractRemote'>,
  ) {}

  async aboutPost(action: RemotePostAction, post: LocalPost, remoteActorId: string): Promise<void> {
    if (await this.authors.mayNotify(remoteActorId, post.authorId))
      await this.notifications.notify({ recipientId: post.authorId, remoteActorId, type: kindOf[action], postId: post.id });
  }

  async withdrawAboutPost(action: RemotePostAction, postId: string, remoteActorId: string): Promise<void> {
    await this.notifications.retractRemote(remoteActorId, kindOf[action], postId);
  }

  async followed(memberId: string, remoteActorId: string): Promise<void> {
    if (await this.authors.mayNotify(remoteActorId, memberId))
      await this.notifications.notify({ recipientId: memberId, remoteActorId, type: 'follow' });
  }

  /** A note mentioned the member: one unread mention per account at a time, however many it sends. */
  async mentioned(memberId: string, remoteActorId: string): Promise<void> {
    if (await this.authors.mayNotify(remoteActorId, memberId))
      await this.notifications.notify({ recipientId: memberId, remoteActorId, type: 'mention' });
  }

  async unfollowed(memberId: string, remoteActorId: string): Promise<void> {
    await this.notifications.retract({ recipientId: memberId, remoteActorId, type: 'follow' });
  }
}
