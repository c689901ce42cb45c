import { SphereGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix, shade } from '../colours.js';
import { ringAt, samples, X, Y } from '../frame.js';
import { surface } from '../head.js';
import { chainWeights, jointIndex } from '../rig.js';
import { tube } from '../tube.js';
import { anglesOf, shellGeometry, shellPoint, type ShellShape } from './shell.js';

const head: Influences = [[jointIndex('Head'), 1]];

const hairShapes: Record<Exclude<AvatarParameters['hairStyle'], 'none'>, ShellShape> = {
  buzz: { front: 0.56, side: 0.12, back: -0.5, thickness: 0.003 },
  short: { front: 0.62, side: 0.2, back: -0.55, thickness: 0.012, volume: 0.026, fringe: 0.02 },
  bob: { front: 0.44, side: -0.78, back: -0.95, thickness: 0.016, volume: 0.02, drape: 0.93, fringe: 0.012 },
  long: { front: 0.46, side: -0.9, back: -1.0, thickness: 0.014, volume: 0.018, drape: 0.9 },
  bun: { front: 0.52, side: 0.08, back: -0.6, thickness: 0.007, volume: 0.008 },
  curly: { front: 0.48, side: -0.3, back: -0.7, thickness: 0.022, volume: 0.03, curls: 0.014, drape: 0.96 },
};

/** The outer reach of the hair above the head, for what sits on it (a beanie, headphones). */
export function hairThickness(params: AvatarParameters): number {
  if (params.hairStyle === 'none') return 0;
  const shape = hairShapes[params.hairStyle];
  return shape.thickness + (shape.volume ?? 0) + (shape.curls ?? 0);
}

export function addHair(build: Build, params: AvatarParameters): void {
  const hair = colour(params.hairColour);
  // A soft sheen on top and shade towards the ends.
  const tint = (_: Vector3, local: Vector3) => {
    const { elevation } = anglesOf(local);
    return elevation > 0 ? mix(hair, shade(hair, 1.35), 0.4 * Math.sin(elevation) ** 2) : shade(hair, 1 + 0.25 * elevation);
  };
  if (params.hairStyle !== 'none') {
    const shape = hairShapes[params.hairStyle];
    build.add(shellGeometry, { colour: tint, influences: head, place: (v) => shellPoint(v, shape, params.faceShape) });
    if (params.hairStyle === 'bun') {
      const { point, normal } = surface(Math.PI, 0.8, params.faceShape);
      const centre = point.addScaledVector(normal, 0.03);
      build.add(new SphereGeometry(0.048, 28, 20), { colour: tint, influences: head, place: (v) => v.add(centre) });
    }
    if (params.hairStyle === 'long') addLongBack(build, hair);
  }
  addFacialHair(build, params, hair);
}

function addLongBack(build: Build, hair: ReturnType<typeof colour>): void {
  const rings = samples(1.58, 1.16, 0.02, []).map((y) => {
    const t = (1.58 - y) / 0.42;
    return ringAt(new Vector3(0, y, -0.045 - 0.035 * t), Y.clone().negate(), X, 0.112 + 0.02 * Math.sin(t * 2.5), 0.075 - 0.04 * t);
  });
  build.add(tube(rings, 32, 3), {
    colour: (at) => shade(hair, 0.8 + 0.2 * Math.min(1, (at.y - 1.16) / 0.4)),
    influences: (at) =>
      chainWeights(
        -at.y,
        [
          ['Head', -2],
          ['Neck', -1.42],
          ['Chest', -1.34],
        ],
        0.05,
      ),
  });
}

const mouthHole = (azimuth: number, elevation: number) => (azimuth / 0.3) ** 2 + ((elevation + 0.53) / 0.085) ** 2 < 1;

const facialHair: Record<Exclude<AvatarParameters['facialHair'], 'none'>, ShellShape> = {
  stubble: {
    front: -0.34,
    side: 0.02,
    back: 0.02,
    thickness: 0.0012,
    below: true,
    hole: (a, e) => Math.abs(a) > 1.6 || e < -1.45 || mouthHole(a, e),
  },
  beard: {
    front: -0.34,
    side: 0.04,
    back: 0.04,
    thickness: 0.009,
    curls: 0.003,
    below: true,
    hole: (a, e) => Math.abs(a) > 1.6 || e < -1.45 || mouthHole(a, e),
  },
  moustache: { front: -0.46, side: -0.46, back: -0.46, thickness: 0.006, hole: (a, e) => Math.abs(a) > 0.34 || e > -0.38 },
};

function addFacialHair(build: Build, params: AvatarParameters, hair: ReturnType<typeof colour>): void {
  if (params.facialHair === 'none') return;
  const shape = facialHair[params.facialHair];
  const tint = params.facialHair === 'stubble' ? mix(colour(params.skinTone), hair, 0.45) : hair;
  build.add(shellGeometry, { colour: tint, influences: head, place: (v) => shellPoint(v, shape, params.faceShape) });
}
