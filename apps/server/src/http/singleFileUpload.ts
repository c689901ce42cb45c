import multipart from '@fastify/multipart';
import { errorsCopy } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

interface UploadRules {
  maxBytes: number;
  /** The 413's text, in the feature's words. */
  tooLarge: string;
  /** The refusal of a form without its file, or with a part that is no file. */
  noFile: () => AppError;
  /** Form fields allowed beside the file (none by default). */
  fields?: number;
}

/**
 * Registers the multipart reader on a feature's routes and answers how they read their one file.
 * Reading stops one byte past `maxBytes`, so an oversized file is known by its length. The plugin's
 * own errors carry their status (limits, a closed connection); its parser's do not, and mean the
 * body is no form it can read (no or an empty boundary, cut short): the client's 400.
 */
export async function singleFileUpload(app: FastifyInstance, rules: UploadRules): Promise<(request: FastifyRequest) => Promise<Buffer>> {
  await app.register(multipart, { limits: { fileSize: rules.maxBytes + 1, files: 1, fields: rules.fields ?? 0 } });
  const { InvalidMultipartContentTypeError, RequestFileTooLargeError } = app.multipartErrors;
  const failure = (error: unknown): never => {
    if (error instanceof RequestFileTooLargeError) throw new AppError(413, 'payload_too_large', rules.tooLarge);
    if (error instanceof InvalidMultipartContentTypeError) throw rules.noFile();
    if (typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number') throw error;
    throw badRequest('malformed_form', errorsCopy.malformedForm);
  };
  return async (request) => {
    const file = await request.file().catch(failure);
    if (!file) throw rules.noFile();
    return file.toBuffer().catch(failure);
  };
}
