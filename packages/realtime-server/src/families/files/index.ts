import multipart from '@fastify/multipart';
import type { RealtimeFamily } from '../family.js';
import { FileRecords } from './fileRecords.js';
import { fileRoutes } from './fileRoutes.js';
import { fileLimits } from './fileRules.js';
import { FileBytes } from './fileBytes.js';
import { publishFileRoute } from './publishFileRoute.js';
import { uploadRoutes } from './uploadRoutes.js';

/** Files shared on channels (protocol §11): upload URL, upload, publish, list, download, delete. */
const filesFamily: RealtimeFamily = async (app, { ctx }) => {
  // The SDK sends its form fields first and the file last; one file, a few short fields.
  await app.register(multipart, {
    limits: { fileSize: fileLimits.maxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  const family = { ctx, records: new FileRecords(ctx.db), bytes: new FileBytes(ctx.options.fileStorage) };
  uploadRoutes(app, family);
  publishFileRoute(app, family);
  fileRoutes(app, family);
};

export default filesFamily;
