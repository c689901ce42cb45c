import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { mediaLinkKeys } from '../db/schema/media.js';

/**
 * The network's key for media links: made once (the first node's insert wins, the others' do
 * nothing) and read by every node at start.
 */
export async function mediaLinkKeyOf(db: Db): Promise<Buffer> {
  await db
    .insert(mediaLinkKeys)
    .values({ id: 1, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: mediaLinkKeys.key }).from(mediaLinkKeys);
  return Buffer.from(row!.key, 'base64url');
}
