import sharp from 'sharp';
import type { Rgb } from './colours.js';
import type { DetectedFace } from './landmarks.js';
import type { RgbImage } from './photo.js';

/** Side of the square texture: enough for a face seen at arm's length in the viewer. */
const textureSide = 1024;

/**
 * Paints the photo into the canonical UV layout: each face triangle of the atlas takes the pixels of
 * the same triangle in the photo (affine per triangle), over a background of the sampled skin.
 */
export async function faceTexture(
  image: RgbImage,
  face: DetectedFace,
  triangles: number[],
  uvs: Array<[number, number]>,
  skin: Rgb,
): Promise<Uint8Array> {
  const side = textureSide;
  const atlas = new Uint8Array(side * side * 3);
  for (let i = 0; i < atlas.length; i += 3) atlas.set(skin, i);
  for (let t = 0; t < triangles.length; t += 3) {
    const corners = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
    const target = corners.map((index) => [uvs[index]![0] * side, uvs[index]![1] * side] as [number, number]);
    const source = corners.map((index) => [face.mesh[index]![0], face.mesh[index]![1]] as [number, number]);
    paintTriangle(atlas, side, target, source, image);
  }
  return new Uint8Array(
    await sharp(atlas, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
}

type Triangle = Array<[number, number]>;

function paintTriangle(atlas: Uint8Array, side: number, target: Triangle, source: Triangle, image: RgbImage): void {
  const [[x0, y0], [x1, y1], [x2, y2]] = target as [[number, number], [number, number], [number, number]];
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(area) < 1e-9) return;
  // One pixel of padding round each triangle hides the atlas background along the seams.
  const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)) - 1);
  const maxX = Math.min(side - 1, Math.ceil(Math.max(x0, x1, x2)) + 1);
  const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)) - 1);
  const maxY = Math.min(side - 1, Math.ceil(Math.max(y0, y1, y2)) + 1);
  const edge = 1.5 / Math.sqrt(Math.abs(area));
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const b1 = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / area;
      const b2 = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / area;
      const b0 = 1 - b1 - b2;
      if (b0 < -edge || b1 < -edge || b2 < -edge) continue;
      const sx = b0 * source[0]![0] + b1 * source[1]![0] + b2 * source[2]![0];
      const sy = b0 * source[0]![1] + b1 * source[1]![1] + b2 * source[2]![1];
      bilinear(image, sx, sy, atlas, (y * side + x) * 3);
    }
  }
}

function bilinear(image: RgbImage, x: number, y: number, out: Uint8Array, at: number): void {
  const cx = Math.min(image.width - 1.001, Math.max(0, x - 0.5));
  const cy = Math.min(image.height - 1.001, Math.max(0, y - 0.5));
  const ix = Math.floor(cx);
  const iy = Math.floor(cy);
  const fx = cx - ix;
  const fy = cy - iy;
  const row = image.width * 3;
  const base = iy * row + ix * 3;
  for (let c = 0; c < 3; c++) {
    const top = image.data[base + c]! * (1 - fx) + image.data[base + 3 + c]! * fx;
    const bottom = image.data[base + row + c]! * (1 - fx) + image.data[base + row + 3 + c]! * fx;
    out[at + c] = Math.round(top * (1 - fy) + bottom * fy);
  }
}
