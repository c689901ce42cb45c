import { CatmullRomCurve3, SphereGeometry, TorusGeometry, TubeGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix, shade } from '../colours.js';
import { ringAt, samples, X, Y } from '../frame.js';
import { chainWeights, jointIndex, type Proportions } from '../rig.js';
import { tube } from '../tube.js';

const chest: Influences = [
  [jointIndex('Chest'), 0.7],
  [jointIndex('Neck'), 0.3],
];

/** The parts of an outfit that are more than a coloured band: a hood, a roll neck, a collar, a skirt. */
export function addGarments(build: Build, params: AvatarParameters, p: Proportions): void {
  const top = colour(params.topColour);
  if (params.top === 'hoodie') {
    const hood = shade(top, 0.9);
    build.add(new TorusGeometry(0.078, 0.026, 14, 40), {
      colour: hood,
      influences: chest,
      place: (v) =>
        v
          .applyAxisAngle(X, Math.PI / 2 - 0.35)
          .multiply(new Vector3(1.05, 1, 1))
          .add(new Vector3(0, 1.365, -0.012)),
    });
    build.add(new SphereGeometry(1, 24, 16), {
      colour: hood,
      influences: chest,
      place: (v) => v.multiply(new Vector3(0.095, 0.06, 0.045)).add(new Vector3(0, 1.35, -0.085)),
    });
    const string = mix(top, colour('#ffffff'), 0.75);
    for (const sign of [1, -1]) {
      const path = new CatmullRomCurve3([
        new Vector3(sign * 0.03, 1.35, 0.082),
        new Vector3(sign * 0.033, 1.29, 0.118),
        new Vector3(sign * 0.034, 1.24, 0.122),
      ]);
      build.add(new TubeGeometry(path, 10, 0.0028, 6, false), { colour: string, influences: chest });
    }
  }
  if (params.top === 'sweater') {
    build.add(new TorusGeometry(0.058, 0.016, 12, 40), {
      colour: shade(top, 0.9),
      influences: [[jointIndex('Neck'), 1]],
      place: (v) => v.applyAxisAngle(X, Math.PI / 2).add(new Vector3(0, 1.392, 0.002)),
    });
  }
  if (params.top === 'jacket') {
    build.add(new TorusGeometry(0.074, 0.013, 10, 40, Math.PI * 1.35), {
      colour: shade(top, 0.85),
      influences: chest,
      // The collar's opening faces forward.
      place: (v) =>
        v
          .applyAxisAngle(new Vector3(0, 0, 1), -Math.PI * 0.175 - Math.PI / 2)
          .applyAxisAngle(X, Math.PI / 2 - 0.25)
          .add(new Vector3(0, 1.365, -0.004)),
    });
  }
  if (params.bottom === 'skirt') addSkirt(build, params, p);
}

function addSkirt(build: Build, params: AvatarParameters, p: Proportions): void {
  const fabric = colour(params.bottomColour);
  const rings = samples(0.94, 0.6, 0.02, []).map((y) => {
    const t = (0.94 - y) / 0.34;
    const rx = (0.15 * p.waist + 0.008) * (1 - t) + (0.2 * p.hips + 0.01) * t + 0.012 * Math.sin(t * Math.PI) * p.hips;
    return ringAt(new Vector3(0, y, 0), Y.clone().negate(), X, rx, rx * 0.74);
  });
  build.add(tube(rings, 40, 2), {
    colour: (at) => (at.y < 0.625 ? shade(fabric, 0.85) : fabric),
    influences: (at) =>
      chainWeights(
        -at.y,
        [
          ['Spine', -2],
          ['Hips', -1.0],
        ],
        0.03,
      ),
  });
}
