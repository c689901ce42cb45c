import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { TestApp } from './testApp.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed PNG of about 150 KB that unpacks into 7000×7000 black pixels
 * (49 megapixels, 147 MB of RGB). That is above the 40 megapixels our image pipeline accepts and
 * below sharp's own default limit, so only our guard refuses it.
 */
export const pngBomb = (() => {
  let bomb: Buffer | undefined;
  return (): Buffer => (bomb ??= pngOfBlackPixels(7000, 7000));
})();

function pngOfBlackPixels(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((1 + width * 3) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** Text sent under an image's name and type. */
export const notAnImage = Buffer.from('<?php echo "hello"; ?> just some text, not a picture');

/** The files the server's local storage holds under a key prefix (its folder), none when it has no such folder. */
export async function storedFilesUnder(t: TestApp, prefix: string): Promise<string[]> {
  if (t.config.storage.kind !== 'local') throw new Error('storedFilesUnder reads the local storage only');
  const folder = path.join(t.config.storage.root, ...prefix.split('/'));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
