import { and, asc, eq, gt, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimeFiles as files, type RealtimeFileRow } from '../../schema/files.js';

/** Where a page of the file list starts: after this file. */
export interface FileListPosition {
  uploadedAt: Date;
  id: string;
}

/** The rows of shared files, pending (upload URL handed out) or uploaded. */
export class FileRecords {
  constructor(private readonly db: NodePgDatabase) {}

  async createPending(
    row: Omit<typeof files.$inferInsert, 'createdAt' | 'uploadedAt' | 'size' | 'contentType' | 'publishedTimetoken'>,
  ): Promise<void> {
    await this.db.insert(files).values(row);
  }

  async byId(id: string): Promise<RealtimeFileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    return row;
  }

  /** Marks a pending file uploaded; false when another upload got there first. */
  async markUploaded(id: string, size: number, contentType: string): Promise<boolean> {
    const updated = await this.db
      .update(files)
      .set({ size, contentType, uploadedAt: new Date() })
      .where(and(eq(files.id, id), isNull(files.uploadedAt)))
      .returning({ id: files.id });
    return updated.length === 1;
  }

  /** An uploaded file of a channel, by the id and name the client knows it by. */
  async uploaded(channel: string, id: string, name: string): Promise<RealtimeFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.channel, channel), eq(files.name, name), isNotNull(files.uploadedAt)));
    return row;
  }

  /** Uploaded files of a channel in upload order, `limit` of them after `after`. */
  async page(channel: string, limit: number, after?: FileListPosition): Promise<RealtimeFileRow[]> {
    const conditions: (SQL | undefined)[] = [eq(files.channel, channel), isNotNull(files.uploadedAt)];
    if (after)
      conditions.push(or(gt(files.uploadedAt, after.uploadedAt), and(eq(files.uploadedAt, after.uploadedAt), gt(files.id, after.id))));
    return this.db
      .select()
      .from(files)
      .where(and(...conditions))
      .orderBy(asc(files.uploadedAt), asc(files.id))
      .limit(limit);
  }

  async recordPublished(id: string, timetoken: string): Promise<void> {
    await this.db.update(files).set({ publishedTimetoken: timetoken }).where(eq(files.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(files).where(eq(files.id, id));
  }
}
