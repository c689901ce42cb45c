import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { finished, PassThrough } from 'node:stream';
import { ProtocolError, type NewerErrorBody } from '../../errors.js';
import type { FilesFamily } from './filesFamily.js';
import { acceptedContentType, channelOf, fileIdOf, fileLimits, filesError, storedFileName } from './fileRules.js';
import { credentialMatches, newUploadCredential } from './uploadCredential.js';

/** Generate-upload-url (protocol §11.1) and the upload endpoint it points at (§11.2). */
export function uploadRoutes(app: FastifyInstance, { ctx, records, bytes }: FilesFamily): void {
  app.post<{ Params: { sub: string; channel: string }; Body: unknown }>(
    '/v1/files/:sub/channels/:channel/generate-upload-url',
    async (request) => {
      ctx.policy.assertKeys({ subscribeKey: request.params.sub });
      const caller = await ctx.policy.callerOf(request);
      const channel = channelOf(request.params.channel);
      const name = storedFileName((request.body as { name?: unknown } | null)?.name);
      await ctx.policy.authorizeChannels(caller, [channel], 'write');

      const id = randomUUID();
      const { credential, hash } = newUploadCredential();
      const expiresAt = new Date(Date.now() + fileLimits.uploadWindowMs);
      await records.createPending({
        id,
        channel,
        name,
        storageKey: randomBytes(24).toString('hex'),
        uploadTokenHash: hash,
        uploadExpiresAt: expiresAt,
        uploaderUuid: caller.uuid,
        uploaderMemberId: caller.memberId,
      });
      return {
        status: 200,
        data: { id, name },
        file_upload_request: {
          // The origin the client reached us at: the SDK's configured origin, whatever proxy is in front.
          url: `${request.protocol}://${request.host}/v1/files/upload/${id}`,
          method: 'POST',
          expiration_date: expiresAt.toISOString(),
          form_fields: [
            { key: 'key', value: `${channel}/${id}/${name}` },
            { key: 'Content-Type', value: 'application/octet-stream' },
            { key: 'policy', value: credential },
          ],
        },
      };
    },
  );

  app.post<{ Params: { id: string } }>('/v1/files/upload/:id', async (request, reply) => {
    try {
      const id = fileIdOf(request.params.id);
      const { fields, file } = await readForm(request).catch(formReadFailure);
      await storeFile(id, file, fields);
      return reply.status(204).send();
    } catch (error) {
      return rejectUpload(reply, error);
    }
  });

  /** Reads the form fields up to the file part, which the SDK sends last. */
  async function readForm(request: FastifyRequest): Promise<{ fields: Map<string, string>; file: MultipartFile }> {
    const fields = new Map<string, string>();
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file') throw filesError(400, `unexpected file part ${part.fieldname}`, part.fieldname, 'body');
      return { fields, file: part };
    }
    throw filesError(400, 'the form has no file part', 'file', 'body');
  }

  /** Checks the credential before storing a byte. */
  async function storeFile(id: string, part: MultipartFile, fields: Map<string, string>): Promise<void> {
    const pending = await records.byId(id);
    if (!pending || !credentialMatches(fields.get('policy'), pending.uploadTokenHash))
      throw filesError(403, 'the upload credential is not valid for this file', 'policy', 'body');
    if (pending.uploadExpiresAt.getTime() < Date.now()) throw filesError(403, 'the upload URL has expired', 'policy', 'body');
    if (pending.uploadedAt) throw filesError(409, 'the file has already been uploaded', 'file', 'body');
    const contentType = acceptedContentType(fields.get('Content-Type') ?? part.mimetype);
    const size = await storePart(pending.storageKey, part);
    if (size === null) throw filesError(413, `files are limited to ${fileLimits.maxBytes} bytes`, 'file', 'body');
    if (!(await records.markUploaded(id, size, contentType))) throw filesError(409, 'the file has already been uploaded', 'file', 'body');
  }

  /**
   * Stores the bytes of the file part. They reach the storage through a stream of their own, so a
   * failing storage never marks the request's stream: a failure of that one is the form's (cut
   * short: the client's, a 400), any other is the storage's (a 500).
   */
  async function storePart(storageKey: string, part: MultipartFile): Promise<number | null> {
    const upload = new PassThrough();
    // The storage may start reading only after an await of its own: the failure waits on the stream (`errored`) for it.
    upload.on('error', () => undefined);
    let formFailure: Error | undefined;
    finished(part.file, (error) => {
      if (error) upload.destroy((formFailure = error));
    });
    part.file.pipe(upload);
    try {
      return await bytes.write(storageKey, upload, () => part.file.truncated);
    } catch (error) {
      if (formFailure) return formReadFailure(formFailure);
      // The rest of the request is read and dropped, so the answer reaches the client on a usable connection.
      part.file.resume();
      throw error;
    }
  }
}

/**
 * Reading the form failed. The files family's errors and the multipart plugin's own carry their
 * status (limits, a closed connection); its parser's do not, and mean the body is no form it can
 * read: no or an empty boundary, or cut short. That is the client's, a 400.
 */
function formReadFailure(error: unknown): never {
  if (error instanceof ProtocolError || typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number') throw error;
  throw filesError(400, 'the body is not a complete multipart form', 'file', 'body');
}

/** Upload failures answer in the storage-service XML the SDK tries to read (protocol §11.2). */
function rejectUpload(reply: FastifyReply, error: unknown): FastifyReply {
  const status = error instanceof ProtocolError ? error.status : (error as { statusCode?: number }).statusCode;
  if (status === undefined || status < 400 || status >= 500) throw error;
  const message =
    error instanceof ProtocolError
      ? (error.body as NewerErrorBody).error.message
      : error instanceof Error
        ? error.message
        : 'Upload refused';
  return reply
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Error><Message>${escapeXml(message)}</Message></Error>`);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
