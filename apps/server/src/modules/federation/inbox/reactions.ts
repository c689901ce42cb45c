import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Announce, EmojiReact, isActor, Like } from '@fedify/vocab';
import type { RemoteReactionKind } from '../../../db/schema/federation.js';
import type { RemoteActors } from '../remoteActors.js';
import type { RemoteNotifications } from '../remoteNotifications.js';
import type { RemoteReactions } from '../remoteReactions.js';
import { remotePlainText } from '../remote/remotePlainText.js';
import { outboundPostNamed, type OutboundLookup } from './localPosts.js';
import { recordShare, type ShareStores } from './shares.js';

export interface ReactionStores extends ShareStores {
  outbound: OutboundLookup;
  remoteActors: RemoteActors;
  remoteReactions: RemoteReactions;
  notifications: RemoteNotifications;
}

/** A Misskey reaction is one emoji or a `:shortcode:`; room is left for long shortcodes. */
const emojiMaxLength = 100;

/** The activities that like or share one of our posts. */
export const isRemoteReaction = (object: unknown): object is Like | EmojiReact | Announce =>
  object instanceof Like || object instanceof EmojiReact || object instanceof Announce;

async function record(ctx: InboxContext<void>, activity: Like | EmojiReact | Announce, kind: RemoteReactionKind, stores: ReactionStores) {
  if (!activity.id || !activity.actorId) return;
  const post = await outboundPostNamed(ctx, stores.outbound, activity.objectId);
  if (!post) return;
  const actor = await activity.getActor(ctx);
  if (!isActor(actor) || actor.id?.href !== activity.actorId.href) return;
  const stored = await stores.remoteActors.remember(actor, ctx.contextLoader);
  if (!stored) return;
  // Misskey's emoji reactions: an EmojiReact, or a Like whose `content` is the emoji (beside its own `_misskey_reaction`).
  const emoji = kind === 'like' ? remotePlainText(activity.content?.toString() ?? '', emojiMaxLength) || null : null;
  if (await stores.remoteReactions.add({ postId: post.id, remoteActorId: stored.id, kind, activityId: activity.id.href, emoji }))
    await stores.notifications.aboutPost(kind, post, stored.id);
}

/**
 * Likes (emoji reactions among them) and shares of our posts that may leave the server, one per
 * remote actor, post and kind; likes of anything else are ignored, and a share of another server's
 * note is a share for the feed (`shares.ts`). Their Undo is in `undos.ts`.
 */
export function listenForReactions(inbox: InboxListenerSetters<void>, stores: ReactionStores): InboxListenerSetters<void> {
  return inbox
    .on(Like, (ctx, like) => record(ctx, like, 'like', stores))
    .on(EmojiReact, (ctx, react) => record(ctx, react, 'like', stores))
    .on(Announce, (ctx, announce) =>
      announce.objectId?.origin === ctx.canonicalOrigin ? record(ctx, announce, 'announce', stores) : recordShare(ctx, announce, stores),
    );
}
