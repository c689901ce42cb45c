import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The version of the checkout (the root package.json), written into every backup. */
export async function meshworkVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
