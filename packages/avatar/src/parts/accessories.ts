import { CatmullRomCurve3, CylinderGeometry, TorusGeometry, TubeGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, shade } from '../colours.js';
import { surface } from '../head.js';
import { headFrame, jointIndex } from '../rig.js';
import { eyeCentre, eyeRadius } from './eyes.js';
import { hairThickness } from './hair.js';
import { shellGeometry, shellPoint } from './shell.js';

const head: Influences = [[jointIndex('Head'), 1]];
const Z = new Vector3(0, 0, 1);

export function addAccessories(build: Build, params: AvatarParameters): void {
  if (params.glasses !== 'none') addGlasses(build, params);
  if (params.accessory === 'earrings') addEarrings(build, params);
  if (params.accessory === 'beanie') addBeanie(build, params);
  if (params.accessory === 'headphones') addHeadphones(build, params);
}

function addGlasses(build: Build, params: AvatarParameters): void {
  const frame = colour(params.glasses === 'round' ? '#3b2a20' : '#1d1d22');
  const power = params.glasses === 'round' ? 2 : 5;
  const lens = { x: params.glasses === 'round' ? 0.026 : 0.029, y: params.glasses === 'round' ? 0.026 : 0.021 };
  const depth = eyeRadius + 0.012;
  const inner: Vector3[] = [];
  const outer: Vector3[] = [];
  for (const sign of [1, -1] as const) {
    const centre = eyeCentre(sign, params).add(new Vector3(0, -0.002, depth));
    const loop = Array.from({ length: 32 }, (_, k) => {
      const angle = (k / 32) * Math.PI * 2;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      return new Vector3(Math.sign(c) * Math.abs(c) ** (2 / power) * lens.x, Math.sign(s) * Math.abs(s) ** (2 / power) * lens.y, 0).add(
        centre,
      );
    });
    build.add(new TubeGeometry(new CatmullRomCurve3(loop, true), 64, 0.0022, 8, true), { colour: frame, influences: head });
    inner.push(centre.clone().add(new Vector3(-sign * lens.x, lens.y * 0.3, 0)));
    outer.push(centre.clone().add(new Vector3(sign * lens.x, lens.y * 0.3, 0)));
  }
  const bridge = new CatmullRomCurve3([inner[0]!, new Vector3(0, inner[0]!.y + 0.004, inner[0]!.z + 0.002), inner[1]!]);
  build.add(new TubeGeometry(bridge, 10, 0.002, 6, false), { colour: frame, influences: head });
  for (const [i, sign] of [1, -1].entries()) {
    const ear = surface(sign * 1.42, 0.04, params.faceShape).point.add(new Vector3(sign * 0.004, 0, 0));
    const hinge = outer[i]!;
    const temple = new CatmullRomCurve3([hinge, new Vector3(hinge.x + sign * 0.012, hinge.y, hinge.z - 0.02), ear]);
    build.add(new TubeGeometry(temple, 16, 0.0018, 6, false), { colour: frame, influences: head });
  }
}

function addEarrings(build: Build, params: AvatarParameters): void {
  const gold = colour('#e0b44c');
  for (const sign of [1, -1]) {
    const lobe = surface(sign * 1.5, -0.2, params.faceShape).point.add(new Vector3(sign * 0.006, -0.012, -0.004));
    build.add(new TorusGeometry(0.007, 0.0016, 8, 24), {
      colour: gold,
      influences: head,
      place: (v) => v.applyAxisAngle(new Vector3(0, 1, 0), Math.PI / 2).add(lobe),
    });
  }
}

function addBeanie(build: Build, params: AvatarParameters): void {
  const knit = shade(colour(params.topColour), 0.92);
  const reach = hairThickness(params) + 0.01;
  const shape = { front: 0.5, side: 0.2, back: -0.25, thickness: reach, volume: 0.012 };
  build.add(shellGeometry, {
    colour: (_, local) => {
      // A folded cuff along the lower edge, and ribbing as a gentle stripe pattern.
      const elevation = Math.asin(local.clone().normalize().y);
      const rib = 0.94 + 0.06 * Math.sin(Math.atan2(local.x, local.z) * 40);
      return shade(knit, elevation < 0.72 + 0.1 * Math.cos(Math.atan2(local.x, local.z)) ? 0.82 * rib : rib);
    },
    influences: head,
    place: (v) => shellPoint(v, shape, params.faceShape),
  });
}

function addHeadphones(build: Build, params: AvatarParameters): void {
  const body = colour('#2a2a31');
  const accent = colour(params.topColour);
  const reach = hairThickness(params) + 0.014;
  const band: Vector3[] = [];
  for (let k = 0; k <= 16; k++) {
    const angle = -Math.PI / 2 + (k / 16) * Math.PI;
    band.push(
      new Vector3(Math.sin(angle) * (headFrame.radii.x + reach + 0.012), Math.cos(angle) * (headFrame.radii.y + reach), -0.005).add(
        new Vector3(0, headFrame.centre.y, 0),
      ),
    );
  }
  build.add(new TubeGeometry(new CatmullRomCurve3(band), 48, 0.007, 10, false), { colour: body, influences: head });
  for (const sign of [1, -1]) {
    const ear = surface(sign * 1.5, 0, params.faceShape).point.add(new Vector3(sign * 0.018, 0, -0.005));
    build.add(new CylinderGeometry(0.038, 0.038, 0.026, 32), {
      colour: (at) => (Math.abs(at.x) > Math.abs(ear.x) + 0.008 ? accent : body),
      influences: head,
      place: (v) => v.applyAxisAngle(Z, Math.PI / 2).add(ear),
    });
  }
}
