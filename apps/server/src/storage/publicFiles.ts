import { assertStorageKey, isStorageKey, StorageKeyError } from './storageKeys.js';

/**
 * Keys in this folder are public: anyone may read them at the URL `/<key>`, i.e. `/files/…`, which
 * is what the member rows keep. Every public file is written once under a name of its own (its
 * writer adds a random part), so it is served as immutable and a new picture is a new URL.
 */
export const publicFolder = 'files/';

/** The URL a public file is served at. */
export function publicUrlOf(key: string): string {
  if (!key.startsWith(publicFolder)) throw new StorageKeyError(`Not a public key: ${JSON.stringify(key.slice(0, 100))}`);
  return `/${assertStorageKey(key)}`;
}

/** The key one of our `/files/…` URLs names, or null for any other URL (another site's, a data: URL, a malformed path). */
export function publicKeyOf(url: string): string | null {
  const key = url.startsWith(`/${publicFolder}`) ? url.slice(1) : '';
  return isStorageKey(key) ? key : null;
}
