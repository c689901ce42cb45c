import multipart from '@fastify/multipart';
import { errorsCopy } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, invalidFields } from './errors.js';

/** How a route's form may look and what its refusals say, in the feature's words. */
interface UploadRules {
  maxBytes: number;
  /** The 413's text. */
  tooLarge: string;
  /** The refusal of a body that is no form, or of a form without its file. */
  noFile: () => AppError;
}

/** A form's text fields, and its one file when the route takes one. */
interface UploadForm {
  fields: Record<string, string>;
  file?: Buffer;
}

const fileRefused = (message: string) => invalidFields({ file: [message] }, message);

/**
 * Reads a multipart form, the one place that reads an uploaded file: its text fields, and the
 * bytes of the one part named `file` when the route takes a file. A file under another name, a
 * second file, a file where none is taken, an empty file or none where one is needed is the
 * client's 422 on `file`. Reading stops one byte past the registered `fileSize` (`maxBytes` + 1),
 * so an oversized file is known by its length. The plugin's own errors carry their status
 * (limits, a closed connection); its parser's do not, and mean the body is no form it can read
 * (no or an empty boundary, cut short): the client's 400.
 */
export async function readUploadForm(request: FastifyRequest, rules: UploadRules & { withFile: boolean }): Promise<UploadForm> {
  const { FilesLimitError, InvalidMultipartContentTypeError, RequestFileTooLargeError } = request.server.multipartErrors;
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let refusal: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const wrong = !rules.withFile ? errorsCopy.noFileTaken : part.fieldname !== 'file' || file ? errorsCopy.oneFileOnly : undefined;
      // A refused part is read to its end all the same, so the answer reaches the client on a usable connection.
      if (wrong) {
        refusal ??= wrong;
        part.file.resume();
      } else file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) throw new AppError(413, 'payload_too_large', rules.tooLarge);
    if (error instanceof FilesLimitError) throw fileRefused(errorsCopy.oneFileOnly);
    if (error instanceof InvalidMultipartContentTypeError) throw rules.noFile();
    if (typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number') throw error;
    throw badRequest('malformed_form', errorsCopy.malformedForm);
  }
  if (refusal) throw fileRefused(refusal);
  if (rules.withFile && !file) throw rules.noFile();
  if (file?.length === 0) throw fileRefused(errorsCopy.emptyFile);
  if (file && file.length > rules.maxBytes) throw new AppError(413, 'payload_too_large', rules.tooLarge);
  return { fields, file };
}

/**
 * Registers the multipart reader on a feature's routes and answers how they read their one file
 * (`readUploadForm`), of at most `maxBytes`, with up to `fields` text fields beside it (none by default).
 */
export async function singleFileUpload(
  app: FastifyInstance,
  rules: UploadRules & { fields?: number },
): Promise<(request: FastifyRequest) => Promise<Buffer>> {
  await app.register(multipart, { limits: { fileSize: rules.maxBytes + 1, files: 1, fields: rules.fields ?? 0 } });
  return async (request) => (await readUploadForm(request, { ...rules, withFile: true })).file!;
}
