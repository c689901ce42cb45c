import type { Bone } from 'three';
import type { Avatar } from './avatar.js';
import type { JointName } from './rig.js';

function bone(avatar: Avatar, name: JointName): Bone {
  return avatar.skeleton.getBoneByName(name)!;
}

/** The relaxed pose as joint rotations (Euler XYZ, radians) from the rig's T-pose: arms resting at the sides, elbows a little bent. */
export const relaxedRotations: Partial<Record<JointName, [number, number, number]>> = {
  LeftUpperArm: [0, 0, -1.22],
  RightUpperArm: [0, 0, 1.22],
  LeftLowerArm: [0, -0.25, -0.12],
  RightLowerArm: [0, 0.25, 0.12],
  LeftHand: [0.25, 0, -0.05],
  RightHand: [-0.25, 0, 0.05],
  LeftUpperLeg: [0, 0, 0.02],
  RightUpperLeg: [0, 0, -0.02],
};

/** From the rig's T-pose to arms resting at the sides, elbows a little bent. */
export function relaxedPose(avatar: Avatar): void {
  for (const [name, [x, y, z]] of Object.entries(relaxedRotations)) bone(avatar, name as JointName).rotation.set(x, y, z);
}

/** The face at rest, as morph target weights: a half-smile is friendlier than a straight mouth. */
export const restingExpression: Record<string, number> = { happy: 0.35 };

const smooth = (x: number) => x * x * (3 - 2 * x);

/**
 * The idle loop at `seconds`: breathing, a blink every few seconds, and now and then a glance
 * aside with the eyes and a little of the head. Deterministic, so a render at a time is repeatable.
 */
export function idle(avatar: Avatar, seconds: number): void {
  const breath = Math.sin(seconds * 1.6);
  bone(avatar, 'Chest').rotation.x = -0.015 * breath;
  bone(avatar, 'Chest').scale.set(1 + 0.008 * breath, 1 + 0.006 * breath, 1 + 0.012 * breath);
  bone(avatar, 'Spine').rotation.z = 0.01 * Math.sin(seconds * 0.5);
  for (const [side, sign] of [
    ['Left', 1],
    ['Right', -1],
  ] as const) {
    bone(avatar, `${side}UpperArm`).rotation.z = -sign * (1.22 + 0.015 * breath);
  }

  const blinkPhase = (seconds % 4.2) / 0.16;
  const blink = blinkPhase < 1 ? Math.sin(blinkPhase * Math.PI) : 0;
  const face = avatar.face;
  if (face) {
    for (const name of ['blinkLeft', 'blinkRight']) face.morphTargetInfluences![face.morphTargetDictionary![name]!] = blink;
    for (const [name, weight] of Object.entries(restingExpression))
      face.morphTargetInfluences![face.morphTargetDictionary![name]!] = weight;
  }

  // A glance: ease to one side, hold, ease back; the side changes each cycle.
  const cycle = Math.floor(seconds / 7);
  const t = seconds % 7;
  const amount = t < 4 ? 0 : t < 4.4 ? smooth((t - 4) / 0.4) : t < 5.8 ? 1 : t < 6.3 ? 1 - smooth((t - 5.8) / 0.5) : 0;
  const side = cycle % 2 === 0 ? 1 : -1;
  for (const eye of ['LeftEye', 'RightEye'] as const) bone(avatar, eye).rotation.set(-0.05 * amount, side * 0.3 * amount, 0);
  bone(avatar, 'Head').rotation.set(0.02 * breath, side * 0.12 * amount, 0);
}
