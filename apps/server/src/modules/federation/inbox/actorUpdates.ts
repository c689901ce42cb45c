import type { InboxContext } from '@fedify/fedify';
import { isActor, type Update } from '@fedify/vocab';
import type { RemoteActors } from '../remoteActors.js';

/**
 * Whether the Update is of an actor: an actor's own profile edit (Mastodon embeds the whole actor)
 * refreshes what Meshwork keeps of it; anyone else's Update of an actor changes nothing.
 */
export async function refreshedActor(ctx: InboxContext<void>, update: Update, remoteActors: RemoteActors): Promise<boolean> {
  const object = await update.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
  if (!isActor(object)) return false;
  if (object.id && object.id.href === update.actorId?.href) await remoteActors.refresh(object, ctx.contextLoader);
  return true;
}
