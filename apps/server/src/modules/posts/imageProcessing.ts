import { postImageSizes, postImageSides, type PostImageSize, postAnswersCopy } from '@meshwork/contracts';
import sharp, { type OutputInfo } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError } from '../../http/errors.js';

// Formats are read from the content, never from the name or the declared type.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// Guards against decompression bombs: a small file that unpacks into a huge picture.
const limitInputPixels = 50_000_000;
// ThumbHash encodes pictures of at most 100 × 100.
const placeholderSide = 100;

export const invalidPostImage = () =>
  new AppError(422, 'invalid_image', postAnswersCopy.invalidImage, { message: { file: [postAnswersCopy.invalidImage] } });

export interface ProcessedImage {
  variants: Record<PostImageSize, Buffer>;
  width: number;
  height: number;
  placeholder: string;
  animated: boolean;
}

/**
 * Re-encodes an upload as WebP in the sizes the pages need. Re-encoding drops EXIF and every other
 * metadata (location, camera); `rotate()` first turns the pixels as the EXIF orientation says.
 * Animated GIFs and WebPs stay animated (every frame is kept and resized).
 */
export async function processPostImage(input: Buffer): Promise<ProcessedImage> {
  const metadata = await sharp(input, { limitInputPixels })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !acceptedFormats.has(metadata.format)) throw invalidPostImage();
  const animated = (metadata.pages ?? 1) > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
  try {
    const source = () => (animated ? sharp(input, { limitInputPixels, animated: true }) : sharp(input, { limitInputPixels }).rotate());
    const encoded = await Promise.all(
      postImageSizes.map((size) =>
        source()
          .resize({ width: postImageSides[size], height: postImageSides[size], fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const large = encoded.at(-1)!.info;
    const thumb = await source()
      .resize(placeholderSide, placeholderSide, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      variants: Object.fromEntries(postImageSizes.map((size, index) => [size, encoded[index]!.data])) as Record<PostImageSize, Buffer>,
      width: large.width,
      // An animated image's frames are stacked: its height is one frame's.
      height: large.pageHeight ?? large.height,
      placeholder: Buffer.from(
        rgbaToThumbHash(thumb.info.width, thumb.info.pageHeight ?? thumb.info.height, thumbFirstFrame(thumb)),
      ).toString('base64'),
      animated,
    };
  } catch {
    throw invalidPostImage();
  }
}

/** The first frame of raw RGBA pixels (an animated image's frames are stacked). */
function thumbFirstFrame({ data, info }: { data: Buffer; info: OutputInfo }): Uint8Array {
  const height = info.pageHeight ?? info.height;
  return new Uint8Array(data.buffer, data.byteOffset, info.width * height * 4);
}
