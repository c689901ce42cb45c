import { realtimeLimits } from '@meshwork/contracts';
import { newerError } from '../../errors.js';

/** The limits of shared files; docs/realtime-families.md lists them. */
export const fileLimits = {
  /** Largest file accepted by the upload endpoint. */
  maxBytes: 5 * 1024 * 1024,
  /** How long an upload URL stays valid: the SDK uploads at once, a slow phone needs minutes. */
  uploadWindowMs: 15 * 60 * 1000,
  /** Default and largest page of the file list (protocol §11.4, product spec §9). */
  listLimit: realtimeLimits.fileListLimit,
  maxNameLength: 255,
} as const;

/** Types a browser would run as a page or a script when opened from our origin: refused at upload. */
const activeContentTypes = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'application/x-shockwave-flash',
]);

const mimePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
const fileIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The name travels unencoded in paths (protocol §11.1): these would break them.
// eslint-disable-next-line no-control-regex
const unsafeNameCharacter = /[\u0000-\u001f\u007f/\\?#%]/;
const unsafeNameCharacters = new RegExp(unsafeNameCharacter.source, 'g');

export const filesError = (status: number, message: string, location?: string, locationType: 'path' | 'query' | 'body' = 'path') =>
  newerError(status, message, 'files', location ? [{ message, location, locationType }] : undefined);

/** The stored form of a name asked for at generate-upload-url: unsafe characters become `_`. */
export function storedFileName(requested: unknown): string {
  const name = typeof requested === 'string' ? requested.normalize('NFC').replace(unsafeNameCharacters, '_').trim() : '';
  if (!name) throw filesError(400, "name can't be empty", 'name', 'body');
  if (name.length > fileLimits.maxNameLength)
    throw filesError(400, `name is longer than ${fileLimits.maxNameLength} characters`, 'name', 'body');
  return name;
}

/** Whether a text is a file id of ours: a uuid, as PostgreSQL prints it. */
export const isFileId = (id: string) => fileIdPattern.test(id);

/** A file id of a path: ours are uuids, so anything else is malformed. */
export function fileIdOf(id: string | undefined): string {
  if (!id) throw filesError(400, "file id can't be empty", 'id');
  if (!isFileId(id)) throw filesError(400, 'file id is malformed', 'id');
  return id;
}

/** A file name of a path: it must be one we could have stored. */
export function fileNameOf(name: string | undefined): string {
  if (!name) throw filesError(400, "file name can't be empty", 'name');
  if (name.length > fileLimits.maxNameLength || unsafeNameCharacter.test(name)) throw filesError(400, 'file name is malformed', 'name');
  return name;
}

export function channelOf(channel: string | undefined): string {
  if (!channel) throw filesError(400, "channel can't be empty", 'channel');
  if (channel.includes(',') || channel.endsWith('-pnpres')) throw filesError(400, 'channel name is not allowed for files', 'channel');
  return channel;
}

/** The declared type of an upload, lower-cased; refused when unparseable or active content. */
export function acceptedContentType(declared: string | undefined): string {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';
  if (!mimePattern.test(type)) throw filesError(415, 'Content-Type is malformed', 'Content-Type', 'body');
  if (activeContentTypes.has(type)) throw filesError(415, `files of type ${type} are not accepted`, 'Content-Type', 'body');
  return type;
}

/** Whether a browser may show the type in place (`<img src>`, players); other files download. */
export function showsInline(contentType: string): boolean {
  return /^(image|audio|video)\//.test(contentType);
}
