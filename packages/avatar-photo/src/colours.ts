import type { DetectedFace } from './landmarks.js';
import { landmarks } from './faceLandmarks.js';
import type { RgbImage } from './photo.js';

export type Rgb = [number, number, number];

/** The median colour of small squares around the given photo points (robust to a stray highlight or shadow). */
function medianAround(image: RgbImage, points: Array<[number, number]>, radius: number): Rgb {
  const channels: [number[], number[], number[]] = [[], [], []];
  for (const [cx, cy] of points) {
    for (let y = Math.round(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const at = (y * image.width + x) * 3;
        for (let c = 0; c < 3; c++) channels[c]!.push(image.data[at + c]!);
      }
    }
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 128;
  }) as Rgb;
}

/** Skin from the cheeks; hair from just above the top of the forehead. */
export function sampleColours(image: RgbImage, face: DetectedFace): { skin: Rgb; hair: Rgb } {
  const point = (index: number): [number, number] => [face.mesh[index]![0], face.mesh[index]![1]];
  const faceHeight = Math.abs(face.mesh[landmarks.chin]![1] - face.mesh[landmarks.forehead]![1]);
  const skin = medianAround(image, landmarks.cheeks.map(point), Math.max(2, faceHeight * 0.02));
  const [fx, fy] = point(landmarks.forehead);
  const above = [-0.15, 0, 0.15].map((dx): [number, number] => [fx + dx * faceHeight, fy - faceHeight * 0.1]);
  const hair = medianAround(image, above, Math.max(2, faceHeight * 0.03));
  return { skin, hair };
}
