import type { DocumentLoader } from '@fedify/fedify/runtime';

/** URLs longer than this are refused: far above any real one, and kept out of our indexes. */
const urlMaxLength = 2048;

/** An absolute http(s) URL of reasonable length, or nothing. */
export function webUrl(url: URL | null | undefined): string | undefined {
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.href.length > urlMaxLength) return undefined;
  return url.href;
}

/** A loader for values that must come embedded: what is only named by its URL is not worth a fetch of its own. */
export const refuseFetch: DocumentLoader = (url) => Promise.reject(new Error(`Not fetched: ${url}`));
