import type { RoomPose } from '@meshwork/contracts';
import { stableHash } from './stableHash';

/** Everyone walks inside this circle around the room's centre (metres). */
export const walkableRadius = 8;
/** The head's height above the feet of someone at a desk or on a phone, without a headset. */
export const seatedHeadHeight = 1.6;

const walkSpeed = 2;
const turnSpeed = 2;
const pitchLimit = 0.9;
// Radians per pixel dragged.
const dragTurn = 0.006;
const dragPitch = 0.004;

/** What the controls ask for, each from -1 to 1: walk ahead, step to the right, turn to the right. */
export interface MoveInput {
  ahead: number;
  right: number;
  turn: number;
}

export const stillInput: MoveInput = { ahead: 0, right: 0, turn: 0 };

/** The point (x, z) itself when inside the walkable circle, else the nearest point on its edge. */
export function clampToWalkable(x: number, z: number): [number, number] {
  const distance = Math.hypot(x, z);
  if (distance <= walkableRadius) return [x, z];
  return [(x / distance) * walkableRadius, (z / distance) * walkableRadius];
}

/**
 * The pose after `dt` seconds of `input`: turned, then moved along the new heading, kept in the
 * walkable circle. A heading `yaw` faces (sin yaw, cos yaw) on the floor, so turning right lowers it.
 */
export function moveStep(pose: RoomPose, input: MoveInput, dt: number): RoomPose {
  const yaw = pose.yaw - clampUnit(input.turn) * turnSpeed * dt;
  // Diagonals are no faster than straight lines.
  const length = Math.max(1, Math.hypot(input.ahead, input.right));
  const [ahead, right] = [input.ahead / length, input.right / length];
  const step = walkSpeed * dt;
  const x = pose.position[0] + step * (ahead * Math.sin(yaw) - right * Math.cos(yaw));
  const z = pose.position[2] + step * (ahead * Math.cos(yaw) + right * Math.sin(yaw));
  const [clampedX, clampedZ] = clampToWalkable(x, z);
  return { position: [clampedX, 0, clampedZ], yaw: wrapAngle(yaw), pitch: pose.pitch, headHeight: seatedHeadHeight };
}

/** The pose turned and tilted by a drag of (dx, dy) pixels: right turns right, up looks up. */
export function dragLook(pose: RoomPose, dx: number, dy: number): RoomPose {
  const pitch = Math.min(Math.max(pose.pitch - dy * dragPitch, -pitchLimit), pitchLimit);
  return { ...pose, yaw: wrapAngle(pose.yaw - dx * dragTurn), pitch };
}

/** Where someone appears on entering: on a ring around the centre, facing it, the place chosen by `seed` (their id). */
export function arrivalPose(seed: string): RoomPose {
  const angle = ((stableHash(seed) % 360) / 360) * 2 * Math.PI;
  const [x, z] = [3 * Math.sin(angle), 3 * Math.cos(angle)];
  return { position: [x, 0, z], yaw: wrapAngle(angle + Math.PI), pitch: 0, headHeight: seatedHeadHeight };
}

/** The same angle within half a turn either way; one already there is kept exactly, so a still heading never drifts. */
export function wrapAngle(angle: number): number {
  return Math.abs(angle) <= Math.PI ? angle : Math.atan2(Math.sin(angle), Math.cos(angle));
}

function clampUnit(value: number): number {
  return Math.min(Math.max(value, -1), 1);
}
