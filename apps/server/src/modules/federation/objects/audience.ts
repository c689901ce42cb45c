import { PUBLIC_COLLECTION } from '@fedify/vocab';
import type { PostVisibility } from '@meshwork/contracts';
import type { OutboundPost } from '../../posts/index.js';
import type { FederationUris } from './objectUris.js';

/**
 * The visibilities whose posts leave the server. Friends-only posts stay home (other servers know
 * followers, not Meshwork's friends) and only-me posts never leave their author.
 */
export type LeavingVisibility = Extract<PostVisibility, 'public'>;

/** A post whose visibility lets it leave the server; only `mayLeaveServer` makes one. */
export type LeavingPost = OutboundPost & { post: { visibility: LeavingVisibility } };

export const mayLeaveServer = (post: OutboundPost): post is LeavingPost => post.post.visibility === 'public';

export interface Audience {
  to: URL[];
  cc: URL[];
}

/**
 * Who an object of `authorId` is addressed to, as Mastodon addresses a public status: the public
 * collection, then the author's followers and the actors it mentions (or answers) in `cc`.
 */
export function publicAudience(authorId: string, others: Array<{ id: string }>, uris: FederationUris): Audience {
  const cc = [uris.followersUri(authorId), ...others.map((member) => uris.actorUri(member.id))];
  return { to: [PUBLIC_COLLECTION], cc: [...new Map(cc.map((uri) => [uri.href, uri])).values()] };
}
