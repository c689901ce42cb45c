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
export const pngBomb = (): Buffer => pngOf(7000, 7000, { bitDepth: 8, colourType: 2, rowBytes: 7000 * 3 });

/** A PNG of one colour in 1-bit grey, so that even 30000×30000 pixels compress to about 100 KB. */
export const pngOfSolidColour = (width: number, height: number): Buffer =>
  pngOf(width, height, { bitDepth: 1, colourType: 0, rowBytes: Math.ceil(width / 8) });

const made = new Map<string, Buffer>();

function pngOf(width: number, height: number, format: { bitDepth: number; colourType: number; rowBytes: number }): Buffer {
  const key = JSON.stringify([width, height, format]);
  const cached = made.get(key);
  if (cached) return cached;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([format.bitDepth, format.colourType, 0, 0, 0], 8); // deflate, no filter, no interlace
  // Every row: filter type 0, then zero bytes (black).
  const rows = deflateSync(Buffer.alloc((1 + format.rowBytes) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
  made.set(key, png);
  return png;
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
