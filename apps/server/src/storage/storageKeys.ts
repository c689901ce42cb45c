/**
 * Keys are logical paths: segments of letters, digits, `.`, `_` and `-`, joined by `/`, none
 * starting with a dot. That makes every key a safe relative path in the local folder (no `..`,
 * no absolute path, no hidden file, so a half-written `.…part` file is never a key) and the same
 * object name in every S3-compatible store. At most 1024 characters, S3's own limit, and 255 a
 * segment, a file system's.
 */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,254})*$/;
const maxKeyLength = 1024;

export function isStorageKey(key: string): boolean {
  return key.length <= maxKeyLength && keyPattern.test(key);
}

/** Thrown for a key or prefix that is not a logical path: a fault of the code that made it, never of a member. */
export class StorageKeyError extends Error {}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/** A prefix names a folder of keys: a key followed by `/`. */
export function assertStoragePrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !isStorageKey(prefix.slice(0, -1)))
    throw new StorageKeyError(`Not a storage prefix (a key followed by /): ${JSON.stringify(prefix.slice(0, 100))}`);
  return prefix;
}

// Only the types the product stores and serves itself; every other file is plain bytes to a browser.
const typesByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  glb: 'model/gltf-binary',
  // A VRM file is a GLB with the VRM extensions.
  vrm: 'model/gltf-binary',
};

/**
 * The type of a file, from its key's extension. The key decides rather than metadata kept with
 * the bytes, so both back ends answer the same (the local folder keeps no metadata), and the public
 * route can never be made to serve a page or a script from our origin.
 */
export function contentTypeOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && typesByExtension[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}
