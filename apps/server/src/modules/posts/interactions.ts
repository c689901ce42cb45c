import type { Comment, ReactionKind, ReactionSummary } from '@meshwork/contracts';
import type { Comments } from './comments.js';
import type { Favourites } from './favourites.js';
import type { PostImages } from './images.js';
import type { PostNotices } from './notices.js';
import type { Polls } from './polls.js';
import type { Reactions } from './reactions.js';

/**
 * What a member does with posts, each with what follows it (the notices): the routes and the demo
 * network take the same path. Whether the member may do it is the caller's to ask first.
 */
export class PostInteractions {
  constructor(
    private readonly deps: {
      reactions: Reactions;
      comments: Comments;
      polls: Polls;
      favourites: Favourites;
      images: PostImages;
      notices: Pick<PostNotices, 'reacted' | 'commented'>;
    },
  ) {}

  async react(memberId: string, postId: string, kind: ReactionKind): Promise<ReactionSummary> {
    const summary = await this.deps.reactions.set(memberId, postId, kind);
    await this.deps.notices.reacted(memberId, postId);
    return summary;
  }

  async comment(memberId: string, postId: string, input: { text: string; parent_id?: string }): Promise<Comment> {
    const comment = await this.deps.comments.create(memberId, postId, input);
    await this.deps.notices.commented(memberId, comment);
    return comment;
  }

  vote(memberId: string, postId: string, optionId: string) {
    return this.deps.polls.vote(memberId, postId, optionId);
  }

  save(memberId: string, postId: string): Promise<void> {
    return this.deps.favourites.save(memberId, postId);
  }

  /** An image for a post the member is writing, through the upload pipeline (its sizes and placeholder). */
  uploadImage(memberId: string, bytes: Buffer): Promise<{ id: string }> {
    return this.deps.images.upload(memberId, bytes);
  }
}
