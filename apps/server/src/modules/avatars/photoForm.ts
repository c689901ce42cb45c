import { avatarsCopy, errorsCopy, limits } from '@meshwork/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, invalidFields } from '../../http/errors.js';

export const photoUploadLimits = {
  // Reading stops one byte past the limit, so an oversized photo is known by its length.
  fileSize: limits.avatarPhotoMaxBytes + 1,
  files: 1,
  fields: 6,
  fieldSize: 200,
};

const tooLarge = () => new AppError(413, 'payload_too_large', avatarsCopy.photoTooLarge(limits.avatarPhotoMaxBytes / (1024 * 1024)));

/**
 * Reads a photo avatar's multipart form: its text fields, checked against the schema, and its one
 * file when the form must carry one. Every failure is a clear 4xx, never a 5xx.
 */
export async function readPhotoForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  { withFile }: { withFile: boolean },
): Promise<{ fields: z.infer<Schema>; file?: Buffer }> {
  if (!request.isMultipart()) throw badRequest('malformed_form', avatarsCopy.notAnImage);
  const values: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || !withFile) throw invalidFields({ [part.fieldname]: [errorsCopy.validationFailed] });
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { RequestFileTooLargeError } = request.server.multipartErrors;
    if (error instanceof RequestFileTooLargeError) throw tooLarge();
    throw badRequest('malformed_form', errorsCopy.validationFailed);
  }
  if (file && file.byteLength > limits.avatarPhotoMaxBytes) throw tooLarge();
  if (withFile && !file) throw invalidFields({ file: [avatarsCopy.notAnImage] });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw invalidFields(fields);
  }
  return { fields: parsed.data, file };
}
