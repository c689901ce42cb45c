import { Announce, Create, Delete, Like, PUBLIC_COLLECTION, Tombstone, Update, type Note, type Question } from '@fedify/vocab';
import { postsCopy, type ReactionKind } from '@meshwork/contracts';
import type { OutboundPost } from '../../posts/index.js';
import { mayLeaveServer, publicAudience, type LeavingPost } from './audience.js';
import { instantOf, isPlainShare, postObjectOf } from './notes.js';
import type { FederationUris } from './objectUris.js';

type PostObject = Note | Question;

/** An activity's id beneath its object's: `<object id>#<suffix>`, one per object and kind (and edit). */
const under = (object: PostObject, suffix: string) => new URL(`#${suffix}`, object.id!);

/** The actor and audience of an activity about an object are the object's own. */
const carried = (object: PostObject) => ({ actor: object.attributionId, tos: object.toIds, ccs: object.ccIds, object });

/** Publishing a post or comment: `<object id>#create`. */
export const createOf = (object: PostObject) =>
  new Create({ id: under(object, 'create'), published: object.published, ...carried(object) });

/**
 * An edit: a distinct id per edit (`#update/<edited at, ms>`), so a server that saw an earlier
 * edit does not take this one for it.
 */
export function updateOf(object: PostObject): Update {
  const edited = object.updated ?? object.published!;
  return new Update({ id: under(object, `update/${edited.epochMilliseconds}`), published: edited, ...carried(object) });
}

/**
 * Publishing again what an edit had taken back (narrowed, then public again): a distinct id per
 * edit (`#create/<edited at, ms>`), as servers drop an activity id they have already seen.
 */
export function republicationOf(object: PostObject): Create {
  const edited = object.updated ?? object.published!;
  return new Create({ id: under(object, `create/${edited.epochMilliseconds}`), published: edited, ...carried(object) });
}

/**
 * A deletion, as Mastodon sends it: to the public, the object a `Tombstone` of its id. Its id is
 * `#delete`; a retraction that may happen again (a post narrowed to friends, more than once) names its time.
 */
export const deleteOf = (objectId: URL, actorId: URL, at?: Date) =>
  new Delete({
    id: new URL(at ? `#delete/${at.getTime()}` : '#delete', objectId),
    actor: actorId,
    to: PUBLIC_COLLECTION,
    object: new Tombstone({ id: objectId }),
  });

/**
 * A plain share as an `Announce` of its original's URI, at the share's own URI, to the public with
 * the sharer's followers and the original's author in `cc`; none when the original may not leave.
 */
function announceOf(share: LeavingPost, uris: FederationUris): Announce | null {
  if (!share.shared) return null;
  const audience = publicAudience(share.author.id, [{ id: share.shared.authorId }], uris);
  return new Announce({
    id: uris.postUri(share.post.id),
    actor: uris.actorUri(share.author.id),
    object: uris.postUri(share.shared.id),
    published: instantOf(share.post.createdAt),
    tos: audience.to,
    ccs: audience.cc,
  });
}

/** What an actor's outbox shows of a post: its `Create`, an `Announce` for a plain share, nothing for a post that stays home. */
export function outboxActivityOf(post: OutboundPost, uris: FederationUris): Create | Announce | null {
  if (!mayLeaveServer(post)) return null;
  return isPlainShare(post) ? announceOf(post, uris) : createOf(postObjectOf(post, uris));
}

/**
 * A reaction as a `Like` to the object's author. A plain like is a bare `Like` (Mastodon's
 * favourite); any other reaction carries its emoji as `content`, which Misskey reads as the
 * reaction (`_misskey_reaction ?? content`) and Mastodon reads as a favourite. The id names the
 * kind, so a changed reaction is a new activity.
 */
export function likeOf(reaction: { memberId: string; kind: ReactionKind }, object: { id: URL; authorId: URL }, uris: FederationUris) {
  const actor = uris.actorUri(reaction.memberId);
  return new Like({
    id: new URL(`#likes/${encodeURIComponent(object.id.href)}/${reaction.kind}`, actor),
    actor,
    object: object.id,
    to: object.authorId,
    content: reaction.kind === 'like' ? null : postsCopy.reactionEmoji[reaction.kind],
  });
}
