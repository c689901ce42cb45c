import { SphereGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix, shade } from '../colours.js';
import { profile, ringAt, samples, X, Y } from '../frame.js';
import { chainWeights, jointIndex, type JointName, type Proportions } from '../rig.js';
import { tube } from '../tube.js';
import type { Outfit } from './outfit.js';

interface BodyContext {
  params: AvatarParameters;
  p: Proportions;
  joints: Record<JointName, Vector3>;
  outfit: Outfit;
}

/** Clothes sit a few millimetres off the skin, which leaves a soft step at each hem. */
const clothLift = 0.005;
/** How far down the thighs a skirt's lining reaches (well inside the skirt, whose hem is at 0.6 m). */
const skirtLiningEnd = 0.8;

/** Torso keys: [y, half width, half depth] for an average build. */
const torsoKeys = [
  [0.84, 0.11, 0.085],
  [0.87, 0.148, 0.102],
  [0.91, 0.162, 0.108],
  [0.98, 0.15, 0.1],
  [1.04, 0.138, 0.097],
  [1.11, 0.146, 0.104],
  [1.19, 0.161, 0.112],
  [1.26, 0.166, 0.106],
  [1.305, 0.158, 0.092],
  [1.338, 0.118, 0.072],
  [1.362, 0.07, 0.058],
  [1.39, 0.055, 0.054],
  [1.5, 0.052, 0.053],
];

export function addBody(build: Build, context: BodyContext): void {
  addTorso(build, context);
  for (const side of ['Left', 'Right'] as const) {
    addArm(build, context, side);
    addHand(build, context, side);
    addLeg(build, context, side);
    addShoe(build, context, side);
  }
}

function widthScale(p: Proportions, y: number): number {
  const keys = [
    [0.85, p.hips],
    [1.02, p.waist],
    [1.17, p.chest],
    [1.27, p.shoulders],
    [1.36, 1],
  ];
  return profile(keys, y)[0]!;
}

function addTorso(build: Build, { params, p, outfit }: BodyContext): void {
  const skin = colour(params.skinTone);
  const top = colour(params.topColour);
  const bottom = colour(params.bottomColour);
  const zip = shade(top, 0.55);
  const clothed = (y: number) => y < outfit.neckline;
  const rings = samples(0.84, 1.5, 0.012, [outfit.hem, outfit.neckline]).map((y) => {
    const [rx, rz] = profile(torsoKeys, y) as [number, number];
    const lift = clothed(y) ? clothLift : 0;
    const depth = y > 1.08 && y < 1.3 ? rz * (0.92 + 0.08 * p.chest) : rz * p.waist ** 0.5;
    return ringAt(new Vector3(0, y, 0), Y, X, rx * widthScale(p, y) + lift, depth + lift, y < 1.33 ? 2.25 : 2);
  });
  const chain: Array<[JointName, number]> = [
    ['Hips', 0],
    ['Spine', 1.03],
    ['Chest', 1.15],
    ['Neck', 1.37],
    ['Head', 1.44],
  ];
  build.add(tube(rings, 40), {
    colour: (at) => {
      if (!clothed(at.y)) return skin;
      if (at.y >= outfit.hem) return params.top === 'jacket' && at.z > 0 && Math.abs(at.x) < 0.005 ? zip : top;
      return bottom;
    },
    influences: (at) => chainWeights(at.y, chain, 0.04),
  });
}

function addArm(build: Build, { params, p, joints, outfit }: BodyContext, side: 'Left' | 'Right'): void {
  const sign = side === 'Left' ? 1 : -1;
  const shoulder = joints[`${side}UpperArm`];
  const along = X.clone().multiplyScalar(sign);
  const keys = [
    [-0.07, 0.05, 0.05],
    [0.0, 0.056, 0.054],
    [0.05, 0.05, 0.049],
    [0.16, 0.041, 0.043],
    [0.245, 0.036, 0.038],
    [0.32, 0.039, 0.041],
    [0.45, 0.028, 0.032],
  ];
  const hasSleeve = (s: number) => s < outfit.sleeve;
  const rings = samples(-0.07, 0.45, 0.015, [outfit.sleeve]).map((s) => {
    const [ry, rz] = profile(keys, s) as [number, number];
    const lift = hasSleeve(s) ? clothLift + 0.006 : 0;
    const centre = shoulder.clone().addScaledVector(along, s);
    return ringAt(centre, along, Y, ry * p.limbs + lift, rz * p.limbs + lift);
  });
  const skin = colour(params.skinTone);
  const top = colour(params.topColour);
  const cuff = shade(top, 0.82);
  const chain: Array<[JointName, number]> = [
    ['Chest', -1],
    [`${side}Shoulder`, joints[`${side}Shoulder`].x * sign - shoulder.x * sign],
    [`${side}UpperArm`, 0],
    [`${side}LowerArm`, 0.245],
    [`${side}Hand`, 0.465],
  ];
  build.add(tube(rings, 28), {
    colour: (at) => {
      const s = (at.x - shoulder.x) * sign;
      if (!hasSleeve(s)) return skin;
      return outfit.sleeve > 0.3 && s > outfit.sleeve - 0.04 ? cuff : top;
    },
    influences: (at) => chainWeights((at.x - shoulder.x) * sign, chain, 0.035),
  });
}

function addHand(build: Build, { params, p, joints }: BodyContext, side: 'Left' | 'Right'): void {
  const sign = side === 'Left' ? 1 : -1;
  const wrist = joints[`${side}Hand`];
  const skin = colour(params.skinTone);
  const influences: Influences = [[jointIndex(`${side}Hand`), 1]];
  const s = p.limbs ** 0.5;
  const ellipsoid = (centre: Vector3, radii: Vector3, turn = 0) => ({
    colour: skin,
    influences,
    place: (v: Vector3) => {
      v.multiply(radii).applyAxisAngle(Y, turn);
      return v.add(centre);
    },
  });
  const sphere = new SphereGeometry(1, 20, 14);
  build.add(sphere, ellipsoid(wrist.clone().add(new Vector3(sign * 0.045, 0, 0)), new Vector3(0.05 * s, 0.022 * s, 0.041 * s)));
  [-0.027, -0.009, 0.009, 0.026].forEach((z, finger) => {
    const length = [0.032, 0.04, 0.042, 0.038][finger]! * s;
    const centre = wrist.clone().add(new Vector3(sign * (0.09 + length * 0.6), -0.003, z * s));
    build.add(sphere, ellipsoid(centre, new Vector3(length, 0.0115 * s, 0.0105 * s)));
  });
  const thumb = wrist.clone().add(new Vector3(sign * 0.04, -0.004, 0.042 * s));
  build.add(sphere, ellipsoid(thumb, new Vector3(0.032 * s, 0.012 * s, 0.013 * s), sign * -0.7));
}

function addLeg(build: Build, { params, p, joints, outfit }: BodyContext, side: 'Left' | 'Right'): void {
  const hip = joints[`${side}UpperLeg`];
  // Ascending heights, as `profile` reads them: a narrow ankle, a calf that swells below a slim
  // knee, and a full thigh.
  const keys = [
    [0.09, 0.039, 0.043],
    [0.16, 0.042, 0.045],
    [0.28, 0.055, 0.06],
    [0.38, 0.064, 0.071],
    [0.45, 0.057, 0.063],
    [0.51, 0.052, 0.056],
    [0.6, 0.061, 0.065],
    [0.74, 0.075, 0.08],
    [0.86, 0.083, 0.089],
    [0.92, 0.07, 0.078],
  ];
  // Under a skirt the thighs wear its lining: where a hip shows past the skirt's waistband it is fabric, not skin.
  const covered = (y: number) => (outfit.skirt ? y > skirtLiningEnd : y > outfit.legEnd);
  const trousers = params.bottom === 'trousers';
  // Under a skirt the thighs start lower, inside its flare, so no hip shows at the waistband.
  const rings = samples(outfit.skirt ? 0.87 : 0.92, 0.09, 0.02, [outfit.legEnd]).map((y) => {
    let [rx, rz] = profile(keys, y) as [number, number];
    rx *= p.limbs * (y > 0.7 ? p.hips ** 0.5 : 1);
    rz *= p.limbs;
    if (covered(y)) {
      // Trousers fall straight from the knee; shorts are a little loose.
      const floor = trousers ? 0.056 * p.limbs : 0;
      rx = Math.max(rx, floor) + clothLift;
      rz = Math.max(rz, floor) + clothLift;
    }
    const x = hip.x * (0.92 + (0.08 * (y - 0.09)) / 0.86);
    return ringAt(new Vector3(x, y, 0.005), Y.clone().negate(), X, rx, rz);
  });
  const skin = colour(params.skinTone);
  const bottom = colour(params.bottomColour);
  const chain: Array<[JointName, number]> = [
    ['Hips', -1.2],
    [`${side}UpperLeg`, -0.9],
    [`${side}LowerLeg`, -0.49],
    [`${side}Foot`, -0.085],
  ];
  build.add(tube(rings, 28), {
    colour: (at) => (covered(at.y) ? bottom : skin),
    influences: (at) => chainWeights(-at.y, chain, 0.05),
  });
}

function addShoe(build: Build, { params, joints }: BodyContext, side: 'Left' | 'Right'): void {
  const foot = joints[`${side}Foot`];
  const body = colour(params.shoesColour);
  const boots = params.shoes === 'boots';
  const sole = boots ? shade(body, 0.45) : mix(colour('#f4f1ea'), body, 0.08);
  const centre = new Vector3(foot.x * 0.96, 0.05, 0.045);
  const chain: Array<[JointName, number]> = [
    [`${side}Foot`, -1],
    [`${side}Toes`, 0.09],
  ];
  const influences = (at: Vector3) => chainWeights(at.z, chain, 0.03);
  build.add(new SphereGeometry(1, 28, 18), {
    colour: (at) => (at.y < 0.022 ? sole : body),
    influences,
    place: (v) => {
      // A rounder toe than heel, and a flat sole to stand on.
      const toe = v.z > 0 ? 1 + 0.08 * v.z : 1;
      v.set(v.x * 0.058 * toe, Math.max(v.y * 0.055, -0.045), v.z * 0.132);
      return v.add(centre);
    },
  });
  if (boots) {
    const rings = samples(0.07, 0.27, 0.02, []).map((y) => ringAt(new Vector3(foot.x * 0.97, y, 0.005), Y, X, 0.052, 0.055));
    build.add(tube(rings, 24, 2), {
      colour: (at) => (at.y > 0.255 ? shade(body, 0.8) : body),
      influences: (at) =>
        chainWeights(
          -at.y,
          [
            [`${side}LowerLeg`, -1],
            [`${side}Foot`, -0.085],
          ],
          0.04,
        ),
    });
  }
}
