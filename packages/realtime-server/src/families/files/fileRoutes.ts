import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../serviceTypes.js';
import type { RealtimeFileRow } from '../../schema/files.js';
import type { FilesFamily } from './filesFamily.js';
import { decodeFileCursor, encodeFileCursor, fileListLimitOf } from './fileListCursor.js';
import { channelOf, fileIdOf, fileNameOf, filesError, showsInline } from './fileRules.js';

type FileParams = { Params: { sub: string; channel: string; id: string; name: string } };

/** List (protocol §11.4), download (§11.5, also the target of getFileUrl links) and delete (§11.7). */
export function fileRoutes(app: FastifyInstance, { ctx, records, bytes }: FilesFamily): void {
  app.get<{ Params: { sub: string; channel: string }; Querystring: { limit?: string; next?: string } }>(
    '/v1/files/:sub/channels/:channel/files',
    async (request) => {
      ctx.policy.assertKeys({ subscribeKey: request.params.sub });
      const caller = await ctx.policy.callerOf(request);
      const channel = channelOf(request.params.channel);
      const limit = fileListLimitOf(request.query.limit);
      const after = request.query.next ? decodeFileCursor(request.query.next) : undefined;
      await ctx.policy.authorizeChannels(caller, [channel], 'read');

      const rows = await records.page(channel, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const next = rows.length > limit && last ? encodeFileCursor({ uploadedAt: last.uploadedAt!, id: last.id }) : undefined;
      return { status: 200, data: page.map(presentFile), ...(next ? { next } : {}), count: page.length };
    },
  );

  /** The uploaded file a download or delete names, once the caller may use the channel that way. */
  async function fileOf(request: FastifyRequest<FileParams>, mode: 'read' | 'write'): Promise<{ caller: Caller; file: RealtimeFileRow }> {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    const caller = await ctx.policy.callerOf(request);
    const channel = channelOf(request.params.channel);
    const id = fileIdOf(request.params.id);
    const name = fileNameOf(request.params.name);
    await ctx.policy.authorizeChannels(caller, [channel], mode);
    const file = await records.uploaded(channel, id, name);
    if (!file) throw filesError(404, 'File not found', 'id');
    return { caller, file };
  }

  app.get<FileParams>('/v1/files/:sub/channels/:channel/files/:id/:name', async (request, reply) => {
    const { file } = await fileOf(request, 'read');
    const stored = await bytes.read(file.storageKey);
    if (!stored) throw filesError(404, 'File not found', 'id');
    const contentType = file.contentType ?? 'application/octet-stream';
    const disposition = showsInline(contentType) ? 'inline' : 'attachment';
    return (
      reply
        .type(contentType)
        .header('content-length', stored.size)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        // Whatever a member uploaded must not run as a page of our origin.
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(stored.body)
    );
  });

  app.delete<FileParams>('/v1/files/:sub/channels/:channel/files/:id/:name', async (request) => {
    const { caller, file } = await fileOf(request, 'write');
    ctx.policy.authorizeRemoval(caller, file.channel, file.uploaderUuid);
    await records.delete(file.id);
    await bytes.remove(file.storageKey);
    return { status: 200 };
  });
}

function presentFile(file: RealtimeFileRow) {
  return { name: file.name, id: file.id, size: file.size, created: file.uploadedAt?.toISOString() };
}
