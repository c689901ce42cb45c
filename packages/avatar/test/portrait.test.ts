import { Color } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { avatarPresets } from '../src/presets.js';
import { avatarFiles, renderPortrait, type Picture } from '../src/node/index.js';

const size = 128;
const backdrop = '#0ea5e9';
let portrait: Picture;
beforeAll(async () => {
  const { glb } = await avatarFiles(avatarPresets.noor!, { name: 'Noor', author: 'Ava' });
  portrait = await renderPortrait(glb, { size, background: backdrop });
});

/** The sRGB colour of the picture at (u, v), each in [0, 1]. */
const colourAt = (u: number, v: number) => {
  const offset = (Math.floor(v * (size - 1)) * size + Math.floor(u * (size - 1))) * 3;
  return [...portrait.rgb.subarray(offset, offset + 3)];
};
const distance = (rgb: number[], hex: string) => {
  const { r, g, b } = new Color(hex).convertLinearToSRGB();
  return Math.hypot(rgb[0]! - r * 255, rgb[1]! - g * 255, rgb[2]! - b * 255);
};

describe('the avatar portrait', () => {
  it('is a square of the size asked for', () => {
    expect(portrait).toMatchObject({ width: size, height: size });
    expect(portrait.rgb).toHaveLength(size * size * 3);
  });

  it('shows the face in the middle, the hair above it and the top at the bottom, on the backdrop colour', () => {
    const noor = avatarPresets.noor!;
    // Lit and shaded, so near the parameters' colours rather than equal to them.
    expect(distance(colourAt(0.5, 0.52), noor.skinTone)).toBeLessThan(80);
    expect(distance(colourAt(0.5, 0.12), noor.hairColour)).toBeLessThan(60);
    expect(distance(colourAt(0.5, 0.95), noor.topColour)).toBeLessThan(90);
    // The corners are the backdrop: its colour, a little lighter towards the middle.
    for (const corner of [colourAt(0, 0), colourAt(1, 0)]) {
      expect(distance(corner, backdrop)).toBeLessThan(100);
      expect(corner[2]).toBeGreaterThan(corner[0]! + 80);
    }
  });

  it('smooths the outline: pixels between the backdrop and the avatar mix both', () => {
    const row = Array.from({ length: size }, (_, x) => colourAt(x / (size - 1), 0.5));
    const mixed = row.filter((rgb) => distance(rgb, backdrop) > 30 && distance(rgb, avatarPresets.noor!.skinTone) > 30);
    expect(mixed.length).toBeGreaterThan(0);
  });
});
