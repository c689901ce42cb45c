import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { queryOf } from '../../params.js';
import type { Caller, RealtimeFileLinks } from '../../serviceTypes.js';
import type { RealtimeFileRow } from '../../schema/files.js';
import type { FilesFamily } from './filesFamily.js';
import { decodeFileCursor, encodeFileCursor, fileListLimitOf } from './fileListCursor.js';
import { channelOf, fileIdOf, fileNameOf, filesError, showsInline } from './fileRules.js';

type FileParams = { Params: { sub: string; channel: string; id: string; name: string } };
type FileRef = Pick<RealtimeFileRow, 'channel' | 'id' | 'name'>;

/**
 * List (protocol §11.4), download (§11.5, also the target of getFileUrl links) and delete (§11.7).
 * With the product's `fileLinks`, a download with `auth` is redirected to a signed link of the file,
 * which serves the bytes without `auth`: the address a page shows carries no session.
 */
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

  /** The file a request's path names, checked as the protocol says (§11.5). */
  function refOf(request: FastifyRequest<FileParams>): FileRef {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    return { channel: channelOf(request.params.channel), id: fileIdOf(request.params.id), name: fileNameOf(request.params.name) };
  }

  async function uploaded({ channel, id, name }: FileRef): Promise<RealtimeFileRow> {
    const file = await records.uploaded(channel, id, name);
    if (!file) throw filesError(404, 'File not found', 'id');
    return file;
  }

  /** The uploaded file a download or delete names, once the caller may use the channel that way. */
  async function fileOf(request: FastifyRequest<FileParams>, mode: 'read' | 'write'): Promise<{ caller: Caller; file: RealtimeFileRow }> {
    const ref = refOf(request);
    const caller = await ctx.policy.callerOf(request);
    await ctx.policy.authorizeChannels(caller, [ref.channel], mode);
    return { caller, file: await uploaded(ref) };
  }

  /** The file a signed link opens: the link was made for a caller who could read it, and opens that one file only. */
  async function linkedFile(request: FastifyRequest<FileParams>, links: RealtimeFileLinks): Promise<RealtimeFileRow> {
    const ref = refOf(request);
    const check = links.verify(downloadPathOf(request.params.sub, ref), queryOf(request));
    if (check === 'expired') throw filesError(403, 'This link has expired', 'signature', 'query');
    if (check === 'invalid') throw filesError(403, 'This link is not valid', 'signature', 'query');
    return uploaded(ref);
  }

  // HEAD too, declared rather than derived from GET: a HEAD is answered from the row, without reading the bytes.
  app.route<FileParams>({
    method: ['GET', 'HEAD'],
    url: '/v1/files/:sub/channels/:channel/files/:id/:name',
    handler: async (request, reply) => {
      const links = ctx.options.fileLinks;
      // A protocol client sends `auth` (an SDK with a secret key also sends a `signature` of its own).
      const query = queryOf(request);
      if (links && query.auth === undefined && query.signature !== undefined)
        return sendFile(request, reply, await linkedFile(request, links));
      const { file } = await fileOf(request, 'read');
      // The page shows the link, which carries no session; the client follows the redirect (§11.5).
      if (links)
        return reply.header('cache-control', 'private, no-store').redirect(links.sign(downloadPathOf(request.params.sub, file)), 307);
      return sendFile(request, reply, file);
    },
  });

  /** A file's bytes and their size; a HEAD needs only the size, which the file's row keeps. */
  async function contentOf(request: FastifyRequest, file: RealtimeFileRow): Promise<{ body?: Readable; size: number }> {
    if (request.method === 'HEAD') return { size: file.size ?? 0 };
    const stored = await bytes.read(file.storageKey);
    if (!stored) throw filesError(404, 'File not found', 'id');
    return stored;
  }

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: RealtimeFileRow) {
    const { body, size } = await contentOf(request, file);
    const contentType = file.contentType ?? 'application/octet-stream';
    const disposition = showsInline(contentType) ? 'inline' : 'attachment';
    return (
      reply
        .type(contentType)
        .header('content-length', size)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        // Whatever a member uploaded must not run as a page of our origin.
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(body)
    );
  }

  app.delete<FileParams>('/v1/files/:sub/channels/:channel/files/:id/:name', async (request) => {
    const { caller, file } = await fileOf(request, 'write');
    ctx.policy.authorizeRemoval(caller, file.channel, file.uploaderUuid);
    await records.delete(file.id);
    await bytes.remove(file.storageKey);
    return { status: 200 };
  });
}

/** A download's path as links sign it: every segment encoded, so that each file has exactly one. */
function downloadPathOf(sub: string, { channel, id, name }: FileRef): string {
  return `/v1/files/${encodeURIComponent(sub)}/channels/${encodeURIComponent(channel)}/files/${encodeURIComponent(id)}/${encodeURIComponent(name)}`;
}

function presentFile(file: RealtimeFileRow) {
  return { name: file.name, id: file.id, size: file.size, created: file.uploadedAt?.toISOString() };
}
