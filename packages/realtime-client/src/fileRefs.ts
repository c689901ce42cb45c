import { realtimeMessages } from '@meshwork/contracts';
import { requireSubscribeKey, urlOf, type RealtimeConnection } from './connection.js';
import { encodeSegment } from './encoding.js';
import { requireText } from './errors.js';

// Apart from the file calls: a received file message only needs its address.

export interface FileRef {
  channel: string;
  id: string;
  name: string;
}

export const filesPath = (connection: RealtimeConnection, channel: string) =>
  `/v1/files/${connection.subscribeKey}/channels/${encodeSegment(channel)}`;

export function checkFileRef(connection: RealtimeConnection, ref: FileRef): void {
  requireText(ref.channel, realtimeMessages.emptyChannel);
  requireText(ref.id, realtimeMessages.emptyFileId);
  requireText(ref.name, realtimeMessages.emptyFileName);
  requireSubscribeKey(connection);
}

/** The address of a file, usable as a plain link (`<img src>`): it carries the client's `auth`. */
export function getFileUrl(connection: RealtimeConnection, ref: FileRef): string {
  checkFileRef(connection, ref);
  return urlOf(connection, `${filesPath(connection, ref.channel)}/files/${ref.id}/${ref.name}`);
}
