import type { RoomPose } from '@meshwork/contracts';
import { wrapAngle } from '../movement';

/** How someone drawn moves: where they were last frame, and their walking speed (m/s) and turn rate (rad/s). */
export interface TrackedMotion {
  x: number;
  z: number;
  yaw: number;
  speed: number;
  turnRate: number;
}

// Smoothed over about a tenth of a second: interpolated poses still arrive a little unevenly.
const smoothing = 0.12;
// Further than this in one frame is a jump (the host's move, a teleport), not a walk.
const jumpDistance = 1;

/** The motion after a frame of `dt` seconds ending at `pose`; none before the first frame. */
export function trackMotion(previous: TrackedMotion | null, pose: RoomPose, dt: number): TrackedMotion {
  const [x, , z] = pose.position;
  if (!previous || dt <= 0) return { x, z, yaw: pose.yaw, speed: previous?.speed ?? 0, turnRate: previous?.turnRate ?? 0 };
  const distance = Math.hypot(x - previous.x, z - previous.z);
  const speed = distance > jumpDistance ? 0 : distance / dt;
  const turnRate = wrapAngle(pose.yaw - previous.yaw) / dt;
  const blend = 1 - Math.exp(-dt / smoothing);
  return {
    x,
    z,
    yaw: pose.yaw,
    speed: previous.speed + (speed - previous.speed) * blend,
    turnRate: previous.turnRate + (turnRate - previous.turnRate) * blend,
  };
}
