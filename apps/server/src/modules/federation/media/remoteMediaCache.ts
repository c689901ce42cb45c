import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage, StoredFile } from '../../../storage/fileStorage.js';
import type { AddressPolicy } from '../remote/addressPolicy.js';
import { meshworkUserAgent, safeFetch } from '../remote/safeFetch.js';

/** What is fetched: Mastodon keeps pictures up to 16 MB; a picture to show beside a note needs less. */
const maxSourceBytes = 8 * 1024 * 1024;
const fetchTimeoutMs = 10_000;
// Formats are read from the content, never from the declared type.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
// Guards against decompression bombs, a small file that unpacks into a huge picture: Mastodon's own limit (7680 × 4320).
const limitInputPixels = 7680 * 4320;
/** The longest side of a copy: a note's picture as the feed's widest column shows it on a dense screen, an account's picture as its profile does. */
export const pictureSides = { attachment: 1280, header: 1280, icon: 256 } as const;
/** How long a picture that could not be had is not asked for again, and how many such are remembered. */
const failureMs = 10 * 60_000;
const failuresKept = 10_000;

/**
 * Pictures of other servers' notes, re-encoded here and kept in the file storage by their URL's
 * hash: fetched once through the SSRF-safe fetch, checked by content, turned and resized to
 * WebP (metadata dropped, a bomb refused), then served from this server, so that our pages load
 * images from here only and no remote server sees who reads. One fetch per URL at a time; one
 * that failed is not tried again for ten minutes.
 */
export class RemoteMediaCache {
  private readonly pending = new Map<string, Promise<StoredFile | null>>();
  private readonly failedUntil = new Map<string, number>();

  constructor(
    private readonly storage: FileStorage,
    private readonly fetching: { publicUrl: string; addressPolicy: AddressPolicy },
  ) {}

  /** The re-encoded copy of the picture at `url`, at most `side` pixels a side, or null when it cannot be had (gone, too big, not a picture). */
  async picture(url: string, side: number): Promise<StoredFile | null> {
    const key = `remote-media/${createHash('sha256').update(url).digest('hex')}-${side}.webp`;
    const kept = await this.storage.get(key);
    if (kept) return kept;
    if ((this.failedUntil.get(key) ?? 0) > Date.now()) return null;
    const running = this.pending.get(key) ?? this.fetched(url, key, side).finally(() => this.pending.delete(key));
    this.pending.set(key, running);
    return running;
  }

  private async fetched(url: string, key: string, side: number): Promise<StoredFile | null> {
    try {
      const response = await safeFetch(url, {
        userAgent: meshworkUserAgent(this.fetching.publicUrl),
        accept: 'image/*',
        addressPolicy: this.fetching.addressPolicy,
        maxBytes: maxSourceBytes,
        timeoutMs: fetchTimeoutMs,
      });
      if (response.status !== 200) throw new Error(`answered ${response.status}`);
      await this.storage.put(key, await reencoded(response.body, side));
      return await this.storage.get(key);
    } catch {
      if (this.failedUntil.size >= failuresKept) this.failedUntil.clear();
      this.failedUntil.set(key, Date.now() + failureMs);
      return null;
    }
  }
}

/** The first frame, turned as its EXIF says, at most `side` pixels a side, as WebP; anything else throws. */
async function reencoded(source: Buffer, side: number): Promise<Buffer> {
  const metadata = await sharp(source, { limitInputPixels }).metadata();
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw new Error('not a picture');
  return sharp(source, { limitInputPixels })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}
