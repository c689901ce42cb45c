import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { classicError } from './errors.js';

const decoders = { deflate: createInflate, gzip: createGunzip, 'x-gzip': createGunzip } as const;

/** A stream of decompressed bytes that fails with a 413 the moment they pass `limit`, so inflating stops there. */
class CappedBytes extends Transform {
  private passed = 0;
  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.passed += chunk.length;
    if (this.passed > this.limit) return done(classicError(413, 'Decompressed body too large', 'Realtime'));
    done(null, chunk);
  }
}

/**
 * The body as a stream of its decompressed bytes; Fastify compares `receivedEncodedLength` with
 * Content-Length. On a failure the inflating stops and the rest of the (size-checked) compressed
 * body is drained, so the socket stays usable for the error answer.
 */
function decompressed(request: FastifyRequest, payload: NodeJS.ReadableStream, encoding: keyof typeof decoders) {
  const decoder = decoders[encoding]();
  const capped = Object.assign(new CappedBytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024), {
    receivedEncodedLength: 0,
  });
  payload.on('data', (chunk: Buffer) => (capped.receivedEncodedLength += chunk.length));
  const stop = () => {
    payload.unpipe(decoder);
    decoder.destroy();
    payload.resume();
  };
  // A corrupt stream is the client's: a 400, as any unreadable body.
  decoder.on('error', (error) => {
    stop();
    capped.destroy(Object.assign(error, { statusCode: 400 }));
  });
  capped.on('error', stop);
  payload.pipe(decoder).pipe(capped);
  return capped;
}

/**
 * Request bodies compressed with `Content-Encoding: deflate` or `gzip` (newer SDKs deflate every
 * POST publish) are read decompressed, on every route of the service that takes a body, and never
 * beyond the route's body limit once decompressed: a small body that would inflate further is a
 * 413. Other encodings are a 415. Multipart uploads are read from the socket by their parser, so
 * only uncompressed ones are taken.
 */
export function acceptCompressedBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity' || encoding === '') return payload;
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    if (!(encoding in decoders) || multipart) throw classicError(415, `Unsupported Content-Encoding "${encoding}"`, 'Realtime');
    return decompressed(request, payload, encoding as keyof typeof decoders);
  });
}
