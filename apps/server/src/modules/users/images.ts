import { limits, serverMessages, type ImageKind } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { FileStore } from '../../storage/files.js';
import { newToken } from '../auth/secrets.js';

// Formats are read from the content, never from the name or the declared type.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// Guards against decompression bombs: a small file that unpacks into a huge picture.
const maxInputPixels = 40_000_000;
const sizes: Record<ImageKind, { width: number; height: number }> = {
  cover: { width: 1500, height: 500 },
  profile: { width: 512, height: 512 },
};

export const invalidImage = () =>
  new AppError(422, 'invalid_image', serverMessages.invalidImage, { message: { file: [serverMessages.invalidImage] } });

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

/** Profile and cover images of a member, stored under `members/{id}/`. */
export class ProfileImages {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  async replace(memberId: string, kind: ImageKind, upload: Buffer): Promise<{ kind: ImageKind; url: string }> {
    if (upload.length > limits.imageUploadMaxBytes) throw new AppError(413, 'payload_too_large', serverMessages.imageTooLarge);
    const image = await normaliseImage(kind, upload);
    // A new name per upload, so caches never show the old picture.
    const url = await this.files.put(`members/${memberId}/${kind}-${newToken().slice(0, 16)}.webp`, image);
    const column = kind === 'cover' ? members.coverImage : members.userImage;
    const [previous] = await this.db.select({ image: column }).from(members).where(eq(members.id, memberId));
    await this.db
      .update(members)
      .set(kind === 'cover' ? { coverImage: url } : { userImage: url })
      .where(eq(members.id, memberId));
    if (previous?.image) await this.files.remove(previous.image);
    return { kind, url };
  }
}
