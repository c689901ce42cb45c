import { apiPaths, eventsCopy, limits } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { newToken } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { events, type EventRow } from '../../db/schema/events.js';
import { AppError } from '../../http/errors.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import type { FileStorage, StoredFile } from '../../storage/fileStorage.js';
import { normaliseImage } from '../users/index.js';

// This module owns `event-covers/`, kept per creator so erasing an account clears them all at once.
const folderOfCreator = (creatorId: string) => `event-covers/${creatorId}/`;
const folderOf = (creatorId: string, eventId: string) => `${folderOfCreator(creatorId)}${eventId}/`;

/** The cover's signed link, named by the file so a new cover is never answered from a cache. */
export function eventCoverUrlOf(event: Pick<EventRow, 'id' | 'coverKey'>, links: MediaLinks): string | null {
  if (!event.coverKey) return null;
  const version = event.coverKey.slice(event.coverKey.lastIndexOf('/') + 1, -'.webp'.length);
  return links.sign(`/api${apiPaths.eventCover.replace(':id', event.id)}`, { v: version });
}

/**
 * Event covers: read by content and re-encoded as a wide WebP with no metadata (as members' covers
 * are), one file per cover, served only to those who may see the event (the routes ask the policy).
 */
export class EventCovers {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Sets or replaces the cover of the creator's event. */
  async replace(creatorId: string, eventId: string, upload: Buffer): Promise<void> {
    if (upload.length > limits.imageUploadMaxBytes) throw new AppError(413, 'payload_too_large', eventsCopy.coverTooLarge);
    const webp = await normaliseImage('cover', upload);
    const key = `${folderOf(creatorId, eventId)}${newToken().slice(0, 16)}.webp`;
    await this.storage.put(key, webp);
    const previous = await this.setKey(eventId, key);
    // The event was deleted meanwhile: its new file goes with it.
    await this.deleteFile(previous === undefined ? key : previous);
  }

  async remove(eventId: string): Promise<void> {
    await this.deleteFile(await this.setKey(eventId, null));
  }

  async file(eventId: string): Promise<StoredFile | null> {
    const [row] = await this.db.select({ coverKey: events.coverKey }).from(events).where(eq(events.id, eventId));
    return row?.coverKey ? this.storage.get(row.coverKey) : null;
  }

  /** Deletes the cover files of a deleted event. */
  eraseOf(creatorId: string, eventId: string): Promise<void> {
    return this.storage.deleteByPrefix(folderOf(creatorId, eventId));
  }

  /** Deletes every event cover of a member whose account is erased. */
  eraseAllOf(creatorId: string): Promise<void> {
    return this.storage.deleteByPrefix(folderOfCreator(creatorId));
  }

  /**
   * Stores the new key and answers the one it replaced (undefined: the event is gone); the row lock
   * makes uploads at once take turns, so each deletes the file the other replaced.
   */
  private setKey(eventId: string, coverKey: string | null): Promise<string | null | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select({ coverKey: events.coverKey }).from(events).where(eq(events.id, eventId)).for('update');
      if (current) await tx.update(events).set({ coverKey }).where(eq(events.id, eventId));
      return current?.coverKey;
    });
  }

  private async deleteFile(key: string | null | undefined): Promise<void> {
    if (key) await this.storage.delete(key);
  }
}
