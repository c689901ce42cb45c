import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Create, Delete, isActor, Mention, Update, type Activity } from '@fedify/vocab';
import type { ActorMembers } from '../actorMembers.js';
import type { Db } from '../../../db/client.js';
import type { RemoteActors } from '../remoteActors.js';
import type { RemoteLiveFeed } from '../remoteLiveFeed.js';
import type { RemoteNotifications } from '../remoteNotifications.js';
import type { RemotePosts, StoredRemoteNote } from '../remotePosts.js';
import { refreshedActor } from './actorUpdates.js';
import { followedByAMember } from './followedAuthors.js';
import { outboundPostRepliedTo, type OutboundLookup } from './localPosts.js';
import { isRemoteNoteObject, remoteNoteOf, type RemoteNoteObject } from './remoteNotes.js';

export interface NoteStores {
  db: Db;
  actors: ActorMembers;
  outbound: OutboundLookup;
  remoteActors: RemoteActors;
  remotePosts: RemotePosts;
  notifications: RemoteNotifications;
  liveFeed: RemoteLiveFeed;
}

/**
 * The note a Create or Update carries, by the activity's actor, with the post it answers; nothing
 * when it is not a note the actor may write. Only a local `inReplyTo` is resolved: a remote one is
 * kept as a URI and never fetched, so a reply chain (or a loop) costs nothing.
 */
async function noteOf(ctx: InboxContext<void>, activity: Activity, stores: NoteStores) {
  if (!activity.actorId) return undefined;
  // An embedded note is read as sent; one named by its id alone is fetched once, through our loaders.
  const object = await activity.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
  if (!isRemoteNoteObject(object)) return undefined;
  const author = await activity.getActor(ctx);
  if (!isActor(author) || author.id?.href !== activity.actorId.href) return undefined;
  const note = await remoteNoteOf(object, author, ctx.contextLoader);
  if (!note) return undefined;
  const repliedTo = await outboundPostRepliedTo(ctx, stores.outbound, note.inReplyToUri);
  const stored: StoredRemoteNote = { ...note, inReplyToPostId: repliedTo?.id ?? null };
  return { author, note: stored, repliedTo, object };
}

/** The tags read of a note: more is not a mention anyone writes by hand. */
const tagsReadMax = 50;
/** The members one note may tell they were mentioned. */
const mentionedMax = 10;

/**
 * The members a note mentions: its embedded `Mention` tags naming one of our actors who is present.
 * Tags named by URL alone are not fetched (the loader refuses), and only the first tags are read.
 */
async function membersMentioned(ctx: InboxContext<void>, note: RemoteNoteObject, actors: ActorMembers): Promise<string[]> {
  const named = new Set<string>();
  let read = 0;
  const refuseFetch = () => Promise.reject(new Error('tags are read as embedded only'));
  for await (const tag of note.getTags({ documentLoader: refuseFetch, contextLoader: ctx.contextLoader, suppressError: true })) {
    if (++read > tagsReadMax || named.size >= mentionedMax) break;
    const parsed = tag instanceof Mention && tag.href ? ctx.parseUri(tag.href) : null;
    if (parsed?.type === 'actor') named.add(parsed.identifier);
  }
  const present = await Promise.all([...named].map(async (id) => ((await actors.byId(id)) ? id : undefined)));
  return present.filter((id) => id !== undefined);
}

/**
 * Notes of remote accounts. A Create is kept when it answers one of our posts that may leave the
 * server, or when a member follows its author; any other is not ours to keep. Its author and the
 * members it mentions are told (a mention of a note not kept leads to its author's profile), and
 * a new note that is not a reply is announced live to its author's followers. Direct notes are not
 * kept (no remote direct messages yet). An Update or a Delete changes its own actor's note only; a
 * Delete of the actor itself removes all it left here, and an Update of itself refreshes its name and picture.
 */
export function listenForNotes(inbox: InboxListenerSetters<void>, stores: NoteStores): InboxListenerSetters<void> {
  return inbox
    .on(Create, async (ctx, create) => {
      const found = await noteOf(ctx, create, stores);
      if (!found || found.note.audience === 'direct') return;
      const { author, note, repliedTo, object } = found;
      const mentioned = (await membersMentioned(ctx, object, stores.actors)).filter((id) => id !== repliedTo?.authorId);
      const kept = repliedTo !== undefined || (await followedByAMember(stores.db, author.id!.href));
      if (!kept && mentioned.length === 0) return;
      const stored = await stores.remoteActors.remember(author, ctx.contextLoader);
      if (!stored) return;
      const added = kept ? await stores.remotePosts.add(stored.id, note) : undefined;
      // A replayed Create of a kept note tells no one again.
      if (kept && !added) return;
      if (added && !note.inReplyToUri) await stores.liveFeed.announce(stored.id, { id: added, noteId: added });
      if (repliedTo) await stores.notifications.aboutPost('reply', repliedTo, stored.id);
      for (const memberId of mentioned) await stores.notifications.mentioned(memberId, stored.id);
    })
    .on(Update, async (ctx, update) => {
      if (await refreshedActor(ctx, update, stores.remoteActors)) return;
      const found = await noteOf(ctx, update, stores);
      if (found) await stores.remotePosts.edit(found.author.id!.href, found.note);
    })
    .on(Delete, async (_ctx, deletion) => {
      // The object's id only (a Tombstone, or a bare URI): nothing is fetched, and only the actor's own is removed.
      const actor = deletion.actorId;
      const object = deletion.objectId;
      if (!actor || !object) return;
      if (object.href === actor.href) return stores.remotePosts.removeAllOf(actor.href);
      const removed = await stores.remotePosts.remove(actor.href, object.href);
      if (removed?.inReplyToPostId) await stores.notifications.withdrawAboutPost('reply', removed.inReplyToPostId, removed.remoteActorId);
    });
}
