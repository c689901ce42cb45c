import type { Vector3 } from 'three';
import { SphereGeometry } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import { direction, headPoint } from '../head.js';
import { headFrame, smoothstep } from '../rig.js';

/** Where a shell covers the head and how far it stands off it, by azimuth and elevation. */
export interface ShellShape {
  /** Lowest covered elevation at the front, the sides and the back (radians). */
  front: number;
  side: number;
  back: number;
  thickness: number;
  /** Extra height on top of the head. */
  volume?: number;
  /** Curl bumps' size. */
  curls?: number;
  /** Hair below the ears falls straight instead of following the jaw (0–1, the least inward slope). */
  drape?: number;
  /** Wavy fringe amplitude. */
  fringe?: number;
  /** Places the shell does not cover even above its line (a mouth opening). */
  hole?: (azimuth: number, elevation: number) => boolean;
  /** Covers below the line instead of above it (a beard). */
  below?: boolean;
}

export const shellGeometry = new SphereGeometry(1, 72, 54);

/** Angles of a point as seen from the head's centre. */
export function anglesOf(v: Vector3): { azimuth: number; elevation: number } {
  const d = v.clone().normalize();
  return { azimuth: Math.atan2(d.x, d.z), elevation: Math.asin(Math.max(-1, Math.min(1, d.y))) };
}

function lineAt(shape: ShellShape, azimuth: number): number {
  const c = Math.cos(azimuth);
  const base = c > 0 ? shape.side + (shape.front - shape.side) * c : shape.side + (shape.back - shape.side) * -c;
  return base + (shape.fringe ?? 0) * Math.sin(azimuth * 9) * Math.max(0, c);
}

/** How much of a point on the unit sphere the shell covers (0 hidden inside the head, 1 full thickness). */
function coverage(shape: ShellShape, azimuth: number, elevation: number): number {
  if (shape.hole?.(azimuth, elevation)) return 0;
  const line = lineAt(shape, azimuth);
  return shape.below ? smoothstep(line + 0.07, line - 0.04, elevation) : smoothstep(line - 0.07, line + 0.04, elevation);
}

/** A unit-sphere vertex → a point of a shell around the head; uncovered parts sink just inside the head. */
export function shellPoint(v: Vector3, shape: ShellShape, face: AvatarParameters['faceShape']): Vector3 {
  const { azimuth, elevation } = anglesOf(v);
  const base = headPoint(direction(azimuth, elevation), face);
  const covered = coverage(shape, azimuth, elevation);
  if (shape.drape !== undefined && elevation < 0) {
    // Only where there is hair: elsewhere the shell stays hidden under the face.
    const equator = headPoint(direction(azimuth, 0), face);
    const spread = Math.max(Math.cos(elevation), shape.drape);
    base.x += (headFrame.centre.x + (equator.x - headFrame.centre.x) * spread - base.x) * covered;
    base.z += (headFrame.centre.z + (equator.z - headFrame.centre.z) * spread - base.z) * covered;
  }
  const outward = base.clone().sub(headFrame.centre).normalize();
  const curls = shape.curls ? shape.curls * (0.5 + 0.5 * Math.sin(azimuth * 11) * Math.sin(elevation * 13 + 1)) : 0;
  const lift = shape.thickness + (shape.volume ?? 0) * Math.max(0, Math.sin(elevation)) + curls;
  const amount = -0.005 + (lift + 0.005) * covered;
  return base.addScaledVector(outward, amount);
}
