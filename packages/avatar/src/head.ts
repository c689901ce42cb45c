import { Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import { headFrame } from './rig.js';

interface FaceShape {
  /** How much the jaw narrows towards the chin. */
  taper: number;
  width: number;
  /** Extra width of the forehead. */
  forehead: number;
  /** Fuller cheeks and jaw corners. */
  cheeks: number;
}

const faceShapes: Record<AvatarParameters['faceShape'], FaceShape> = {
  oval: { taper: 0.3, width: 1, forehead: 0, cheeks: 0.02 },
  round: { taper: 0.14, width: 1.05, forehead: 0, cheeks: 0.06 },
  heart: { taper: 0.44, width: 1.01, forehead: 0.06, cheeks: 0.03 },
  square: { taper: 0.1, width: 1.02, forehead: 0.02, cheeks: 0.1 },
};

/** The head's surface in the direction of a unit vector from its centre (world metres). */
export function headPoint(direction: Vector3, shape: AvatarParameters['faceShape']): Vector3 {
  const f = faceShapes[shape];
  const { y } = direction;
  let { x, z } = direction;
  if (y < 0) {
    const taper = f.taper * y * y;
    x *= 1 - taper;
    z *= 1 - taper * 0.35;
    // Jaw corners and cheeks: a little width at mid-face height.
    x *= 1 + f.cheeks * Math.exp(-(((y + 0.45) / 0.3) ** 2));
    // The chin comes forward a touch.
    if (z > 0) z += 0.06 * Math.max(0, -y - 0.55) * z;
  } else {
    x *= 1 + f.forehead * y;
  }
  // The face is flatter than the back of the head; the skull is longer behind.
  z *= z > 0 ? 0.94 : 1.06;
  return new Vector3(x * f.width, y, z).multiply(headFrame.radii).add(headFrame.centre);
}

export function direction(azimuth: number, elevation: number): Vector3 {
  return new Vector3(Math.cos(elevation) * Math.sin(azimuth), Math.sin(elevation), Math.cos(elevation) * Math.cos(azimuth));
}

/** A point on the face at an azimuth (0 = front, + towards the avatar's left) and elevation, with its outward normal. */
export function surface(azimuth: number, elevation: number, shape: AvatarParameters['faceShape']): { point: Vector3; normal: Vector3 } {
  const e = 1e-3;
  const point = headPoint(direction(azimuth, elevation), shape);
  const da = headPoint(direction(azimuth + e, elevation), shape).sub(point);
  const de = headPoint(direction(azimuth, elevation + e), shape).sub(point);
  return { point, normal: da.cross(de).normalize() };
}
