import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { seededRandom } from './placements';

/** Lit and dark windows of an office block at night, drawn on a small canvas: the distant city's glow without a download. */
export function cityWindowsTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [64, 128];
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#000000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const random = seededRandom(7);
  for (let row = 0; row < 16; row++) {
    for (let column = 0; column < 8; column++) {
      const lit = random();
      if (lit < 0.45) continue;
      context.fillStyle = lit > 0.9 ? '#fff4d6' : lit > 0.7 ? '#ffd08a' : '#8a6a48';
      context.fillRect(column * 8 + 2, row * 8 + 2, 4, 5);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.repeat.set(2, 4);
  return texture;
}
