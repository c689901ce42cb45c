import { SphereGeometry, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Build, Influences } from '../build.js';
import { colour, mix, shade } from '../colours.js';
import { surface } from '../head.js';
import { jointIndex } from '../rig.js';

export const eyeRadius = 0.021;

/** The centre of an eyeball: set into the face so a third of it shows. */
export function eyeCentre(sign: 1 | -1, params: AvatarParameters): Vector3 {
  const { point, normal } = surface(sign * 0.34, 0.07, params.faceShape);
  return point.addScaledVector(normal, -eyeRadius * 0.62);
}

/** Eyeballs with iris, pupil and a catch-light, each on its eye joint so the look-at turns them. */
export function addEyes(build: Build, params: AvatarParameters): void {
  const sclera = colour('#f7f4ef');
  const iris = colour(params.eyeColour);
  const irisRim = shade(iris, 0.45);
  const pupil = colour('#120d0b');
  const light = colour('#ffffff');
  const sphere = new SphereGeometry(1, 28, 20);
  // Iris, pupil and catch-light are small: fewer segments look the same.
  const small = new SphereGeometry(1, 16, 10);
  for (const sign of [1, -1] as const) {
    const centre = eyeCentre(sign, params);
    const influences: Influences = [[jointIndex(sign === 1 ? 'LeftEye' : 'RightEye'), 1]];
    const piece = (offset: Vector3, radii: Vector3, tint: (local: Vector3) => ReturnType<typeof colour>) => ({
      colour: (_: Vector3, local: Vector3) => tint(local),
      influences,
      place: (v: Vector3) => v.multiply(radii).add(centre).add(offset),
    });
    build.add(
      sphere,
      piece(new Vector3(), new Vector3(eyeRadius, eyeRadius, eyeRadius), () => sclera),
    );
    build.add(
      small,
      piece(new Vector3(0, 0, eyeRadius - 0.0032), new Vector3(0.0118, 0.0118, 0.0042), (local) =>
        mix(iris, irisRim, Math.min(1, Math.hypot(local.x, local.y) ** 3)),
      ),
    );
    build.add(
      small,
      piece(new Vector3(0, 0, eyeRadius + 0.0006), new Vector3(0.0055, 0.0055, 0.0016), () => pupil),
    );
    build.add(
      small,
      piece(new Vector3(0.0045, 0.0052, eyeRadius + 0.0006), new Vector3(0.0024, 0.0024, 0.0012), () => light),
    );
  }
}
