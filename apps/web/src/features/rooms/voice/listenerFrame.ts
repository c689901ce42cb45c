import type { RoomPose } from '@meshwork/contracts';

export type Vector3 = [number, number, number];

/** Where a person hears and speaks from: their head, `headHeight` above their feet. */
export function headOf(pose: RoomPose): Vector3 {
  return [pose.position[0], pose.position[1] + pose.headHeight, pose.position[2]];
}

/**
 * Which way a head looks, as the room's avatars face: yaw 0 faces +Z, a heading `yaw` faces
 * (sin yaw, cos yaw) on the floor (a positive yaw turns left, about +Y), a positive pitch looks up.
 */
export function lookAxesOf(yaw: number, pitch: number): { forward: Vector3; up: Vector3; right: Vector3 } {
  const [sinYaw, cosYaw, sinPitch, cosPitch] = [Math.sin(yaw), Math.cos(yaw), Math.sin(pitch), Math.cos(pitch)];
  return {
    forward: [sinYaw * cosPitch, sinPitch, cosYaw * cosPitch],
    up: [-sinYaw * sinPitch, cosPitch, -cosYaw * sinPitch],
    right: [-cosYaw, 0, sinYaw],
  };
}

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Where the listener hears a speaker's head, in the frame of a Web Audio listener left at its
 * default (at the origin, facing −Z, up +Y). The panners move instead of the listener because
 * Firefox's AudioListener has no position and orientation AudioParams, only deprecated setters.
 */
export function positionHeardBy(listener: RoomPose, speaker: RoomPose): Vector3 {
  const [ear, mouth] = [headOf(listener), headOf(speaker)];
  const offset: Vector3 = [mouth[0] - ear[0], mouth[1] - ear[1], mouth[2] - ear[2]];
  const { forward, up, right } = lookAxesOf(listener.yaw, listener.pitch);
  return [dot(offset, right), dot(offset, up), -dot(offset, forward)];
}
