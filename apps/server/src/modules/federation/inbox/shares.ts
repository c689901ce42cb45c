import type { InboxContext } from '@fedify/fedify';
import { isActor, type Announce } from '@fedify/vocab';
import type { Db } from '../../../db/client.js';
import type { RemoteActors } from '../remoteActors.js';
import type { RemoteLiveFeed } from '../remoteLiveFeed.js';
import type { RemotePosts } from '../remotePosts.js';
import type { RemoteShares } from '../remoteShares.js';
import { followedByAMember } from './followedAuthors.js';
import { outboundPostRepliedTo, type OutboundLookup } from './localPosts.js';
import { isRemoteNoteObject, remoteNoteOf } from './remoteNotes.js';

export interface ShareStores {
  db: Db;
  outbound: OutboundLookup;
  remoteActors: RemoteActors;
  remotePosts: RemotePosts;
  remoteShares: RemoteShares;
  liveFeed: RemoteLiveFeed;
}

/**
 * A share (`Announce`) of a note of another server, by an account a member follows: the note is
 * kept (once, whoever shares it) with the share, and the sharer's followers' feeds show it again
 * at the time of the share. The note is read from its own server: Fedify fetches again by its id an
 * embedded copy from another origin than the share's, and the note must be attributed to the one
 * account whose actor document its server answers. Only public and unlisted notes may be shared,
 * as Mastodon allows; any other share is ignored.
 */
export async function recordShare(ctx: InboxContext<void>, announce: Announce, stores: ShareStores): Promise<void> {
  if (!announce.id || !announce.actorId) return;
  if (!(await followedByAMember(stores.db, announce.actorId.href))) return;
  const loaders = { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true };
  const object = await announce.getObject(loaders);
  if (!isRemoteNoteObject(object)) return;
  const [author, sharer] = await Promise.all([object.getAttribution(loaders), announce.getActor(ctx)]);
  if (!isActor(author) || !isActor(sharer) || sharer.id?.href !== announce.actorId.href) return;
  const note = await remoteNoteOf(object, author, ctx.contextLoader);
  if (!note || (note.audience !== 'public' && note.audience !== 'unlisted')) return;
  const storedSharer = await stores.remoteActors.remember(sharer, ctx.contextLoader);
  const storedAuthor = storedSharer && (await stores.remoteActors.remember(author, ctx.contextLoader));
  if (!storedSharer || !storedAuthor) return;
  const repliedTo = await outboundPostRepliedTo(ctx, stores.outbound, note.inReplyToUri);
  const remotePostId = await stores.remotePosts.keep(storedAuthor.id, { ...note, inReplyToPostId: repliedTo?.id ?? null });
  if (!remotePostId) return;
  // A date to come counts as now, as for notes, so that no share stays on top of feeds.
  const publishedAt = new Date(Math.min(announce.published?.epochMilliseconds ?? Date.now(), Date.now()));
  const shareId = await stores.remoteShares.add({
    activityId: announce.id.href,
    remoteActorId: storedSharer.id,
    remotePostId,
    publishedAt,
  });
  // The feed names the entry by the share, so that a note already shown comes again as shared.
  if (shareId) await stores.liveFeed.announce(storedSharer.id, { id: shareId, noteId: remotePostId });
}
