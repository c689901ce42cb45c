import { avatarsCopy, limits } from '@meshwork/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, invalidFields } from '../../http/errors.js';
import { readUploadForm } from '../../http/singleFileUpload.js';

export const photoUploadLimits = {
  // Reading stops one byte past the limit, so an oversized photo is known by its length.
  fileSize: limits.avatarPhotoMaxBytes + 1,
  files: 1,
  fields: 6,
  fieldSize: 200,
};

/**
 * Reads a photo avatar's multipart form: its text fields, checked against the schema, and its one
 * file when the form must carry one. Every failure is a clear 4xx, never a 5xx.
 */
export async function readPhotoForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  { withFile }: { withFile: boolean },
): Promise<{ fields: z.infer<Schema>; file?: Buffer }> {
  const { fields, file } = await readUploadForm(request, {
    withFile,
    maxBytes: limits.avatarPhotoMaxBytes,
    tooLarge: avatarsCopy.photoTooLarge(limits.avatarPhotoMaxBytes / (1024 * 1024)),
    noFile: () =>
      request.isMultipart() ? invalidFields({ file: [avatarsCopy.notAnImage] }) : badRequest('malformed_form', avatarsCopy.notAnImage),
  });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const invalid: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (invalid[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw invalidFields(invalid);
  }
  return { fields: parsed.data, file };
}
