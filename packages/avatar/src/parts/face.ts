import { CatmullRomCurve3, Matrix4, SphereGeometry, TubeGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix, shade } from '../colours.js';
import { surface } from '../head.js';
import { jointIndex } from '../rig.js';
import { eyeCentre, eyeRadius } from './eyes.js';

/** The morph targets of the face, named as VRM's expression presets they drive. */
export const visemes = ['aa', 'ih', 'ou', 'ee', 'oh'] as const;
export const faceMorphs = ['blinkLeft', 'blinkRight', ...visemes, 'happy'] as const;

const head: Influences = [[jointIndex('Head'), 1]];
const X = new Vector3(1, 0, 0);

/** Angles of the eyelids' edges: the upper lid turned up to open, the lower lid fixed; blinking turns the upper one down. */
const eyeOpenings: Record<AvatarParameters['eyes'], { upper: number; lower: number; tilt: number }> = {
  round: { upper: -0.72, lower: 0.72, tilt: 0 },
  almond: { upper: -0.5, lower: 0.5, tilt: 0.14 },
  sleepy: { upper: -0.22, lower: 0.62, tilt: -0.04 },
};

export function addFace(build: Build, params: AvatarParameters): void {
  for (const name of faceMorphs) build.morphTarget(name);
  addEyelids(build, params);
  addMouth(build, params);
  addBrows(build, params);
}

function addEyelids(build: Build, params: AvatarParameters): void {
  const opening = eyeOpenings[params.eyes];
  const lid = mix(colour(params.skinTone), colour('#b56a5e'), 0.12);
  const lash = colour('#24170f');
  const radius = eyeRadius + 0.0016;
  const upper = new SphereGeometry(radius, 32, 10, 0, Math.PI * 2, 0, Math.PI / 2);
  const lower = new SphereGeometry(radius, 32, 8, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2);
  for (const sign of [1, -1] as const) {
    const centre = eyeCentre(sign, params);
    const tilt = new Matrix4().makeRotationZ(sign * opening.tilt);
    const place = (angle: number) => (v: Vector3) => v.applyAxisAngle(X, angle).applyMatrix4(tilt).add(centre);
    const closed = opening.lower + 0.06;
    build.add(upper, {
      // The lid's edge darkens into a lash line.
      colour: (_, local) => (local.y < radius * 0.3 ? lash : lid),
      influences: head,
      place: place(opening.upper),
      morphs: { [sign === 1 ? 'blinkLeft' : 'blinkRight']: (v) => v.applyAxisAngle(X, closed - opening.upper) },
    });
    build.add(lower, {
      colour: (_, local) => (local.y > -radius * 0.2 ? shade(lid, 0.92) : lid),
      influences: head,
      place: place(opening.lower),
    });
  }
}

const mouths: Record<AvatarParameters['mouth'], { curve: number; lips: number; width: number }> = {
  smile: { curve: 10, lips: 1, width: 1 },
  neutral: { curve: 2, lips: 1, width: 0.95 },
  full: { curve: 5, lips: 1.35, width: 1.05 },
};

/** How each part of the mouth (in mouth space: x across, y up, z out) moves for a viseme. */
const mouthMoves: Record<(typeof faceMorphs)[number], { width: number; upper: number; lower: number; open: number; pout: number }> = {
  blinkLeft: { width: 1, upper: 0, lower: 0, open: 1, pout: 0 },
  blinkRight: { width: 1, upper: 0, lower: 0, open: 1, pout: 0 },
  aa: { width: 0.95, upper: 0.003, lower: -0.012, open: 4.2, pout: 0 },
  ih: { width: 1.06, upper: 0.0015, lower: -0.005, open: 2, pout: 0 },
  ou: { width: 0.6, upper: 0.002, lower: -0.004, open: 2.2, pout: 0.004 },
  ee: { width: 1.16, upper: 0.002, lower: -0.0045, open: 1.9, pout: 0 },
  oh: { width: 0.74, upper: 0.003, lower: -0.009, open: 3.4, pout: 0.002 },
  happy: { width: 1.08, upper: 0.0005, lower: -0.001, open: 1.2, pout: 0 },
};

function addMouth(build: Build, params: AvatarParameters): void {
  const style = mouths[params.mouth];
  const { point, normal } = surface(0, -0.52, params.faceShape);
  const centre = point.addScaledVector(normal, -0.001);
  const facing = new Matrix4().lookAt(new Vector3(), normal, new Vector3(0, 1, 0));
  // Mouth space → face: bend round the face and up at the corners, then turn to the face's normal.
  const place = (v: Vector3) => {
    v.y += style.curve * v.x * v.x;
    v.z -= 14 * v.x * v.x;
    return v.applyMatrix4(facing).add(centre);
  };
  const lips = mix(colour(params.skinTone), colour('#c2505c'), 0.45 + 0.1 * (style.lips - 1));
  const inside = colour('#4a1b22');
  const w = 0.025 * style.width;
  const parts = [
    { kind: 'inside' as const, offset: new Vector3(0, 0, -0.001), radii: new Vector3(w * 0.94, 0.0028, 0.004), tint: inside },
    { kind: 'upper' as const, offset: new Vector3(0, 0.0038, 0), radii: new Vector3(w, 0.0036 * style.lips, 0.0045), tint: lips },
    {
      kind: 'lower' as const,
      offset: new Vector3(0, -0.0048, 0),
      radii: new Vector3(w * 0.9, 0.005 * style.lips, 0.005),
      tint: shade(lips, 1.06),
    },
  ];
  for (const part of parts) {
    const geometry = new SphereGeometry(1, 28, 12).scale(part.radii.x, part.radii.y, part.radii.z);
    geometry.translate(part.offset.x, part.offset.y, part.offset.z);
    const morphs = Object.fromEntries(
      faceMorphs
        .filter((name) => !name.startsWith('blink'))
        .map((name) => {
          const move = mouthMoves[name];
          return [
            name,
            (v: Vector3) => {
              v.x *= move.width;
              v.z += move.pout;
              if (part.kind === 'upper') v.y += move.upper;
              if (part.kind === 'lower') v.y += move.lower;
              if (part.kind === 'inside') v.y = v.y * move.open + (move.upper + move.lower) / 2;
              if (name === 'happy') v.y += 9 * v.x * v.x;
              return v;
            },
          ];
        }),
    );
    build.add(geometry, { colour: part.tint, influences: head, place, morphs });
  }
}

const brows: Record<AvatarParameters['brows'], { arch: number; thickness: number; lift: number }> = {
  soft: { arch: 0.03, thickness: 0.0032, lift: 0 },
  straight: { arch: 0, thickness: 0.0036, lift: -0.01 },
  arched: { arch: 0.07, thickness: 0.0032, lift: 0.01 },
  bold: { arch: 0.03, thickness: 0.0052, lift: -0.01 },
};

function addBrows(build: Build, params: AvatarParameters): void {
  const brow = brows[params.brows];
  const tint = shade(colour(params.hairColour), 0.9);
  for (const sign of [1, -1] as const) {
    const points = [0.13, 0.25, 0.38, 0.5].map((az, i) => {
      const arch = brow.arch * Math.sin((i / 3) * Math.PI * 0.9);
      const { point, normal } = surface(sign * az, 0.27 + brow.lift + arch - i * 0.012, params.faceShape);
      return point.addScaledVector(normal, 0.002);
    });
    const geometry = new TubeGeometry(new CatmullRomCurve3(points), 20, brow.thickness, 8, false);
    build.add(geometry, { colour: tint, influences: head, morphs: { happy: (v) => v.add(new Vector3(0, 0.003, 0)) } });
  }
}
