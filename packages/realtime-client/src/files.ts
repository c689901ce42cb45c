import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encodeSegment } from './encoding.js';
import { encryptMessage } from './crypto.js';
import { invalid, RealtimeServiceError, requireText } from './errors.js';
import { checkFileRef, filesPath, getFileUrl, type FileRef } from './fileRefs.js';
import type { Published } from './publish.js';
import { uploadForm, type UploadProgress } from './upload.js';

export interface FileMessageOptions {
  /** The app's message sent with the file (a caption). */
  message?: unknown;
  meta?: Record<string, unknown>;
  storeInHistory?: boolean;
  ttl?: number;
}

interface UploadGrant {
  data: { id: string; name: string };
  file_upload_request: { url: string; form_fields: Array<{ key: string; value: string }> };
}

/** Publishes the message that announces an uploaded file (delivered with type 4, kept in history). */
export async function publishFile(connection: RealtimeConnection, request: FileRef & FileMessageOptions): Promise<Published> {
  checkFileRef(connection, request);
  const content = { message: request.message, file: { name: request.name, id: request.id } };
  const payload = JSON.stringify(connection.cipherKey ? await encryptMessage(connection.cipherKey, content) : content);
  const path = `/v1/files/publish-file/${connection.publishKey ?? ''}/${connection.subscribeKey}/0/${encodeSegment(request.channel)}/0/${encodeSegment(payload)}`;
  const answer = await callService<[number, string, string]>(connection, {
    path,
    query: {
      ttl: request.ttl,
      store: request.storeInHistory === undefined ? undefined : request.storeInHistory ? '1' : '0',
      meta: request.meta ? JSON.stringify(request.meta) : undefined,
    },
  });
  return { timetoken: String(answer[2]) };
}

export interface SendFileRequest extends FileMessageOptions {
  channel: string;
  file: Blob;
  name: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a file in the protocol's three steps: an upload grant, the upload (204 within 300 s), then
 * the file message, published up to the configured number of times before giving up.
 */
export async function sendFile(
  connection: RealtimeConnection,
  request: SendFileRequest,
): Promise<Published & { id: string; name: string }> {
  requireText(request.channel, realtimeMessages.emptyChannel);
  if (!request.file) invalid(realtimeMessages.emptyFile);
  requireText(request.name, realtimeMessages.emptyFileName);
  requireSubscribeKey(connection);
  const grant = await callService<UploadGrant>(connection, {
    method: 'POST',
    path: `${filesPath(connection, request.channel)}/generate-upload-url`,
    body: { name: request.name },
  });
  const form = new FormData();
  for (const field of grant.file_upload_request.form_fields)
    form.append(field.key, field.key === 'Content-Type' && request.file.type ? request.file.type : field.value);
  form.append('file', request.file, grant.data.name);
  await uploadForm(grant.file_upload_request.url, form, connection.fetch, request.onProgress);

  const ref = { channel: request.channel, id: grant.data.id, name: grant.data.name };
  for (let attempt = 0; attempt < Math.max(1, connection.fileUploadPublishRetryLimit); attempt++) {
    try {
      return { ...(await publishFile(connection, { ...request, ...ref })), id: ref.id, name: ref.name };
    } catch {
      // The file is uploaded: try the announcement again.
    }
  }
  throw new RealtimeServiceError(0, undefined, realtimeMessages.publishFileFailed);
}

/** A channel's files, 100 per page unless asked otherwise. */
export async function listFiles(connection: RealtimeConnection, request: { channel: string; limit?: number; next?: string }) {
  requireText(request.channel, realtimeMessages.emptyChannel);
  requireSubscribeKey(connection);
  return callService<{ data: Array<{ id: string; name: string; size: number; created: string }>; next?: string; count: number }>(
    connection,
    {
      path: `${filesPath(connection, request.channel)}/files`,
      query: { limit: Math.min(request.limit ?? realtimeLimits.fileListLimit, realtimeLimits.fileListLimit), next: request.next },
    },
  );
}

/** A file's bytes. */
export async function downloadFile(connection: RealtimeConnection, ref: FileRef): Promise<Blob> {
  const response = await connection.fetch(getFileUrl(connection, ref), { signal: AbortSignal.timeout(realtimeLimits.fileUploadTimeoutMs) });
  if (response.status >= 400) throw new RealtimeServiceError(response.status, await response.text());
  return response.blob();
}

export async function deleteFile(connection: RealtimeConnection, ref: FileRef): Promise<void> {
  checkFileRef(connection, ref);
  await callService(connection, { method: 'DELETE', path: `${filesPath(connection, ref.channel)}/files/${ref.id}/${ref.name}` });
}
