import type { FastifyInstance } from 'fastify';
import { memberJson } from '../../memberInput.js';
import { customMessageTypeParam, queryOf } from '../../params.js';
import type { FilesFamily } from './filesFamily.js';
import { channelOf, fileIdOf, fileNameOf, filesError } from './fileRules.js';

interface PublishFileQuery {
  meta?: string;
  store?: string;
  ttl?: string;
}

function parseJson(text: string, location: string, locationType: 'path' | 'query'): unknown {
  return memberJson(text, (reason) =>
    filesError(400, `${location} ${reason ? `is refused: ${reason}` : 'is not valid JSON'}`, location, locationType),
  );
}

/** The file a plain payload names; null for an encrypted payload (a string), which we cannot read. */
function namedFile(payload: unknown): { id: string; name: string } | null {
  if (typeof payload === 'string') return null;
  const file = (payload as { file?: { id?: unknown; name?: unknown } } | null)?.file;
  if (typeof file !== 'object' || file === null) throw filesError(400, 'the payload names no file', 'payload');
  return {
    id: fileIdOf(typeof file.id === 'string' ? file.id : undefined),
    name: fileNameOf(typeof file.name === 'string' ? file.name : undefined),
  };
}

/** Publish-file (protocol §11.3): the message announcing an uploaded file, `e: 4` on the channel. */
export function publishFileRoute(app: FastifyInstance, { ctx, records }: FilesFamily): void {
  app.get<{ Params: { pub: string; sub: string; channel: string; payload: string }; Querystring: PublishFileQuery }>(
    '/v1/files/publish-file/:pub/:sub/0/:channel/0/:payload',
    async (request) => {
      ctx.policy.assertKeys({ subscribeKey: request.params.sub, publishKey: request.params.pub });
      const caller = await ctx.policy.callerOf(request);
      const channel = channelOf(request.params.channel);
      const payload = parseJson(request.params.payload, 'payload', 'path');
      const meta = request.query.meta === undefined ? undefined : parseJson(request.query.meta, 'meta', 'query');
      const ttl = request.query.ttl === undefined ? undefined : Number(request.query.ttl);
      if (ttl !== undefined && !(Number.isInteger(ttl) && ttl >= 0))
        throw filesError(400, 'ttl must be a whole number of hours', 'ttl', 'query');
      const customMessageType = customMessageTypeParam(queryOf(request), () =>
        filesError(400, 'custom_message_type must be 3 to 50 letters, digits, - or _', 'custom_message_type', 'query'),
      );
      await ctx.policy.authorizeChannels(caller, [channel], 'write');
      await ctx.publishRate.consume(caller, () => filesError(429, 'Too Many Requests'));

      const named = namedFile(payload);
      const file = named ? await records.uploaded(channel, named.id, named.name) : undefined;
      if (named && !file) throw filesError(400, 'the file was never uploaded to this channel', 'payload');
      // The SDK retries this call back-to-back: a retry answers the timetoken already published.
      if (file?.publishedTimetoken) return [1, 'Sent', file.publishedTimetoken];

      const published = await ctx.node.publish({
        channel,
        message: payload,
        publisherUuid: caller.uuid,
        meta,
        messageType: 4,
        customMessageType,
        store: request.query.store !== '0',
        ...(ttl !== undefined ? { ttlHours: ttl } : {}),
      });
      const timetoken = published.timetoken.toString();
      if (file) await records.recordPublished(file.id, timetoken);
      return [1, 'Sent', timetoken];
    },
  );
}
