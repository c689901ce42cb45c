import type { Announce, Create, Note, Question } from '@fedify/vocab';
import type { Page } from '@meshwork/contracts';
import type { PostsService } from '../../posts/index.js';
import { outboxActivityOf } from './activities.js';
import { isPlainShare, postObjectOf } from './notes.js';
import type { FederationUris } from './objectUris.js';

/**
 * A member's posts that may leave the server, as an actor publishes them: its outbox, newest first
 * and cursor-paged, and its featured (pinned) post. Which posts may leave is the posts module's
 * rule (`outbound`: what a reader who is no member may see).
 */
export function publicPosts(outbound: PostsService['outbound'], uris: FederationUris) {
  return {
    /** A page of the outbox: a `Create` per post, an `Announce` per plain share. */
    async outboxPage(memberId: string, query: { cursor?: string; limit?: number }): Promise<Page<Create | Announce>> {
      const page = await outbound.pageOf(memberId, query);
      return { items: page.items.flatMap((post) => outboxActivityOf(post, uris) ?? []), next_cursor: page.next_cursor };
    },

    /** The pinned post for the `featured` collection; a share is not featured, as Mastodon pins no boost. */
    async featured(memberId: string): Promise<Note | Question | null> {
      const pinned = await outbound.pinnedOf(memberId);
      return pinned && !isPlainShare(pinned) ? postObjectOf(pinned, uris) : null;
    },
  };
}
