import { Listeners } from '../../composition/listeners.js';
import { limits, type ImageKind, accountCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newToken } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { members, type MemberRow } from '../../db/schema/users.js';
import { AppError } from '../../http/errors.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { publicFolder, publicKeyOf, publicUrlOf } from '../../storage/publicFiles.js';

// Formats are read from the content, never from the name or the declared type.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// Guards against decompression bombs: a small file that unpacks into a huge picture.
const maxInputPixels = 40_000_000;
const sizes: Record<ImageKind, { width: number; height: number }> = {
  cover: { width: 1500, height: 500 },
  profile: { width: 512, height: 512 },
};

export const invalidImage = () =>
  new AppError(422, 'invalid_image', accountCopy.invalidImage, { message: { file: [accountCopy.invalidImage] } });

/**
 * Re-encodes an upload as WebP at the size of its kind. Re-encoding drops EXIF and every other
 * metadata (location, camera); `rotate()` first applies the EXIF orientation to the pixels.
 */
export async function normaliseImage(kind: ImageKind, input: Buffer): Promise<Buffer> {
  const format = await sharp(input, { limitInputPixels: maxInputPixels })
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => undefined,
    );
  if (!format || !acceptedFormats.has(format)) throw invalidImage();
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ ...sizes[kind], fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}

/** The images of a member, with their picture and cover URLs: `/files/…` of ours or any other URL. */
type MemberImages = Pick<MemberRow, 'id' | 'userImage' | 'coverImage'>;

/**
 * Profile and cover images of members: WebP files under `files/members/<id>/`, a new name per
 * image, served publicly at `/files/…`. This module owns that folder: it writes, replaces and
 * deletes the files in it.
 */
export class ProfileImages {
  /** Told when a member's picture changes (the activity log, the federation); modules registered later listen. */
  private readonly changes = new Listeners<{ memberId: string; kind: ImageKind }>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  onImageChanged(listener: (change: { memberId: string; kind: ImageKind }) => Promise<void>): void {
    this.changes.listen(listener);
  }

  private static folderOf(memberId: string): string {
    return `${publicFolder}members/${memberId}/`;
  }

  /** Stores a WebP image as a new file of the member's and answers its URL; the member row is the caller's to update. */
  async store(memberId: string, kind: ImageKind, webp: Buffer): Promise<string> {
    // A new name per image, so caches never show the old picture (public files are immutable).
    const key = `${ProfileImages.folderOf(memberId)}${kind}-${newToken().slice(0, 16)}.webp`;
    await this.storage.put(key, webp);
    return publicUrlOf(key);
  }

  async replace(memberId: string, kind: ImageKind, upload: Buffer): Promise<{ kind: ImageKind; url: string }> {
    if (upload.length > limits.imageUploadMaxBytes) throw new AppError(413, 'payload_too_large', accountCopy.imageTooLarge);
    const url = await this.store(memberId, kind, await normaliseImage(kind, upload));
    const column = kind === 'cover' ? members.coverImage : members.userImage;
    // The row lock makes uploads at once take turns, so each deletes the file the other replaced, and none is left behind.
    const previous = await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ image: column }).from(members).where(eq(members.id, memberId)).for('update');
      await tx
        .update(members)
        .set(kind === 'cover' ? { coverImage: url } : { userImage: url })
        .where(eq(members.id, memberId));
      return row?.image;
    });
    await this.changes.changed({ memberId, kind });
    await this.deleteFileOf(previous);
    return { kind, url };
  }

  /** Deletes every image file of a member: their folder, and pictures of theirs kept elsewhere (older demo avatars). */
  async deleteAllOf(member: MemberImages): Promise<void> {
    await this.storage.deleteByPrefix(ProfileImages.folderOf(member.id));
    await this.deleteFileOf(member.userImage);
    await this.deleteFileOf(member.coverImage);
  }

  /** Deletes the file behind one of our image URLs; any other URL (none, another site's) is left alone. */
  private async deleteFileOf(url: string | null | undefined): Promise<void> {
    const key = url ? publicKeyOf(url) : null;
    if (key) await this.storage.delete(key);
  }
}
