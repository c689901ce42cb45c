import sharp from 'sharp';
import { PhotoAvatarError } from './errors.js';

/** Photos are read from their content, never from their name or declared type. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
/** A decompression bomb (a small file that unpacks to a huge picture) is refused before decoding. */
const maxPhotoPixels = 40_000_000;
/** Landmarks need no more; a phone photo at full size would take about 1 GB to decode. */
const workingSide = 1024;

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Checks what the bytes are (format, pixel count) without decoding the pixels. */
export async function checkPhoto(bytes: Uint8Array): Promise<void> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new PhotoAvatarError('not_an_image');
  }
  if (metadata.width * metadata.height > maxPhotoPixels) throw new PhotoAvatarError('too_many_pixels');
}

/** Decodes the photo upright, at most 1024 px a side, as RGB bytes. */
export async function decodePhoto(bytes: Uint8Array): Promise<RgbImage> {
  await checkPhoto(bytes);
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPhotoPixels })
    .rotate()
    .resize(workingSide, workingSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
