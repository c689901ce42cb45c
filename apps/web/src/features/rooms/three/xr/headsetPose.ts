import type { RoomHandPose, RoomPose } from '@meshwork/contracts';
import { Euler, Quaternion, Vector3, type Matrix4 } from 'three';
import { clampToWalkable } from '../movement';

export type TrackedHands = Partial<Record<'left' | 'right', Matrix4>>;

const up = new Vector3(0, 1, 0);

/**
 * The viewer's pose from their headset (world transforms, the floor at y 0): feet under the head,
 * heading and pitch from where the head looks, the head's height, and the hands from the feet in
 * the body's frame (+Z ahead, +X the left), which is the avatar's own space.
 */
export function poseFromHeadset(head: Matrix4, hands: TrackedHands): RoomPose {
  const [position, rotation] = [new Vector3(), new Quaternion()];
  head.decompose(position, rotation, new Vector3());
  // A camera looks along -Z; an avatar faces +Z: half a turn between the two headings.
  const look = new Euler().setFromQuaternion(rotation, 'YXZ');
  const yaw = Math.atan2(Math.sin(look.y + Math.PI), Math.cos(look.y + Math.PI));
  const [x, z] = clampToWalkable(position.x, position.z);
  const pose: RoomPose = { position: [x, 0, z], yaw, pitch: look.x, headHeight: position.y };
  const toBody = new Quaternion().setFromAxisAngle(up, -yaw);
  const feet = new Vector3(position.x, 0, position.z);
  for (const side of ['left', 'right'] as const) {
    const hand = hands[side];
    if (hand) pose[side] = handPose(hand, feet, toBody);
  }
  return pose;
}

function handPose(hand: Matrix4, feet: Vector3, toBody: Quaternion): RoomHandPose {
  const [position, rotation] = [new Vector3(), new Quaternion()];
  hand.decompose(position, rotation, new Vector3());
  const local = position.sub(feet).applyQuaternion(toBody);
  const turn = new Euler().setFromQuaternion(toBody.clone().multiply(rotation), 'XYZ');
  return { position: [local.x, local.y, local.z], rotation: [turn.x, turn.y, turn.z] };
}
