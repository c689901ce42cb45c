import type { InboxListenerSetters } from '@fedify/fedify';
import { Block } from '@fedify/vocab';
import type { RemoteBlocks } from '../remoteBlocks.js';

/**
 * A remote account blocking a member (Fedify has checked that the signer is the Block's actor):
 * the follows between them end both ways, as Mastodon ends them on its side. Its Undo changes
 * nothing here: a follow ended stays ended until someone follows again.
 */
export function listenForBlocks(inbox: InboxListenerSetters<void>, blocks: RemoteBlocks): InboxListenerSetters<void> {
  return inbox.on(Block, async (ctx, block) => {
    const parsed = block.objectId ? ctx.parseUri(block.objectId) : null;
    if (parsed?.type !== 'actor' || !block.actorId || ctx.parseUri(block.actorId)) return;
    await blocks.sever(parsed.identifier, block.actorId.href);
  });
}
