import type { FileListPosition } from './fileRecords.js';
import { pageLimitOf } from '../pageLimit.js';
import { fileLimits, filesError, isFileId } from './fileRules.js';

/** The opaque `next` of the file list: the last file of the page, as base64url text. */
export function encodeFileCursor(position: FileListPosition): string {
  return Buffer.from(`${position.uploadedAt.toISOString()}|${position.id}`).toString('base64url');
}

// What `toISOString` writes for years 0 to 9999, which PostgreSQL's timestamps hold (wider years it refuses).
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only what `encodeFileCursor` writes, read back the same; anything else answers 400 on `next`. */
export function decodeFileCursor(next: string): FileListPosition {
  const [time = '', id = '', ...rest] = Buffer.from(next, 'base64url').toString().split('|');
  const uploadedAt = new Date(time);
  const ours =
    rest.length === 0 && isFileId(id) && isoTime.test(time) && !Number.isNaN(uploadedAt.getTime()) && uploadedAt.toISOString() === time;
  if (!ours) throw filesError(400, 'next is not a cursor of this list', 'next', 'query');
  return { uploadedAt, id };
}

/** The page size: default and largest 100 (protocol §11.4). */
export function fileListLimitOf(limit: string | undefined): number {
  const value = pageLimitOf(limit, fileLimits.listLimit);
  if (value === null) throw filesError(400, `limit must be between 1 and ${fileLimits.listLimit}`, 'limit', 'query');
  return value;
}
