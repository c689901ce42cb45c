import type { RealtimeContext } from '../../context.js';
import type { FileRecords } from './fileRecords.js';
import type { FileBytes } from './fileBytes.js';

/** What the routes of the files family share. */
export interface FilesFamily {
  ctx: RealtimeContext;
  records: FileRecords;
  bytes: FileBytes;
}
