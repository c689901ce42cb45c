import { SphereGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix } from '../colours.js';
import { headPoint, surface } from '../head.js';
import { jointIndex } from '../rig.js';

const blush = colour('#e06c6c');

/** The head, ears and nose, all on the Head joint, with a soft blush on the cheeks. */
export function addHead(build: Build, params: AvatarParameters): void {
  const skin = colour(params.skinTone);
  const influences: Influences = [[jointIndex('Head'), 1]];
  const cheeks = [surface(0.55, -0.28, params.faceShape).point, surface(-0.55, -0.28, params.faceShape).point];
  build.add(new SphereGeometry(1, 64, 48), {
    colour: (at) => {
      const nearest = Math.min(...cheeks.map((c) => c.distanceTo(at)));
      return mix(skin, blush, 0.22 * Math.exp(-((nearest / 0.028) ** 2)));
    },
    influences,
    place: (v) => headPoint(v.normalize(), params.faceShape),
  });
  for (const sign of [1, -1]) {
    const { point, normal } = surface(sign * 1.5, 0.0, params.faceShape);
    const centre = point.addScaledVector(normal, 0.004).add(new Vector3(0, 0, -0.006));
    build.add(new SphereGeometry(1, 20, 14), {
      colour: mix(skin, blush, 0.12),
      influences,
      place: (v) => {
        // A flat shell, tilted back a little, thicker at the rim.
        v.set(v.x * 0.012, v.y * 0.034, v.z * 0.024).applyAxisAngle(new Vector3(0, 1, 0), sign * 0.35);
        return v.add(centre);
      },
    });
  }
  addNose(build, params, influences);
}

const noses: Record<AvatarParameters['nose'], { bridge: Vector3; tip: number; wings: number }> = {
  button: { bridge: new Vector3(0.008, 0.018, 0.008), tip: 0.0098, wings: 0.0068 },
  straight: { bridge: new Vector3(0.0085, 0.03, 0.011), tip: 0.0095, wings: 0.0065 },
  wide: { bridge: new Vector3(0.01, 0.02, 0.009), tip: 0.0115, wings: 0.009 },
};

function addNose(build: Build, params: AvatarParameters, influences: Influences): void {
  const nose = noses[params.nose];
  const skin = mix(colour(params.skinTone), blush, 0.08);
  const sphere = new SphereGeometry(1, 20, 14);
  const tip = surface(0, -0.2, params.faceShape);
  const tipCentre = tip.point.clone().addScaledVector(tip.normal, 0.004);
  const scaled = (centre: Vector3, radii: Vector3) => ({
    colour: skin,
    influences,
    place: (v: Vector3) => v.multiply(radii).add(centre),
  });
  const bridge = surface(0, -0.06, params.faceShape).point.add(new Vector3(0, -0.004, -0.003));
  build.add(sphere, scaled(bridge, nose.bridge));
  build.add(sphere, scaled(tipCentre, new Vector3(nose.tip, nose.tip * 0.9, nose.tip)));
  for (const sign of [1, -1]) {
    const wing = tipCentre.clone().add(new Vector3(sign * nose.tip * 0.8, -0.003, -0.007));
    build.add(sphere, scaled(wing, new Vector3(nose.wings, nose.wings * 0.8, nose.wings)));
  }
}
