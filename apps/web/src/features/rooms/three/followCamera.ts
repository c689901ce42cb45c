import type { RoomPose } from '@meshwork/contracts';

/** How far the camera may go in a scene: a circle around the centre, and below the ceiling if there is one. */
export interface CameraBounds {
  radius: number;
  ceiling: number;
}

type Point = [number, number, number];

const pivotHeight = 1.5;
const distance = 3.2;
const lift = 0.35;
// At pitch 0 the camera looks a little down, at the floor ahead of the avatar.
const restingTilt = -0.25;

/** Where the third-person camera goes and what it looks at: behind and above the viewer's head, tilting with their pitch. */
export function followCamera(pose: RoomPose, bounds: CameraBounds): { position: Point; target: Point } {
  const [x, , z] = pose.position;
  const tilt = pose.pitch + restingTilt;
  const direction: Point = [Math.sin(pose.yaw) * Math.cos(tilt), Math.sin(tilt), Math.cos(pose.yaw) * Math.cos(tilt)];
  let [cameraX, cameraZ] = [x - direction[0] * distance, z - direction[2] * distance];
  const away = Math.hypot(cameraX, cameraZ);
  if (away > bounds.radius) [cameraX, cameraZ] = [(cameraX / away) * bounds.radius, (cameraZ / away) * bounds.radius];
  const cameraY = Math.min(Math.max(pivotHeight + lift - direction[1] * distance, 0.3), bounds.ceiling);
  const target: Point = [x + direction[0] * 1.5, pivotHeight + direction[1] * 1.5, z + direction[2] * 1.5];
  return { position: [cameraX, cameraY, cameraZ], target };
}
