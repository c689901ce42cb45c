import type { Bone } from 'three';
import type { Avatar } from './avatar.js';
import type { JointName } from './rig.js';

function bone(avatar: Avatar, name: JointName): Bone {
  return avatar.skeleton.getBoneByName(name)!;
}

/** From the rig's T-pose to arms resting at the sides, elbows a little bent. */
export function relaxedPose(avatar: Avatar): void {
  for (const [side, sign] of [
    ['Left', 1],
    ['Right', -1],
  ] as const) {
    bone(avatar, `${side}UpperArm`).rotation.set(0, 0, -sign * 1.22);
    bone(avatar, `${side}LowerArm`).rotation.set(0, -sign * 0.25, -sign * 0.12);
    bone(avatar, `${side}Hand`).rotation.set(sign * 0.25, 0, -sign * 0.05);
    bone(avatar, `${side}UpperLeg`).rotation.set(0, 0, sign * 0.02);
  }
}

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
    // A resting half-smile: friendlier than a straight mouth.
    face.morphTargetInfluences![face.morphTargetDictionary!.happy!] = 0.35;
  }

  // A glance: ease to one side, hold, ease back; the side changes each cycle.
  const cycle = Math.floor(seconds / 7);
  const t = seconds % 7;
  const amount = t < 4 ? 0 : t < 4.4 ? smooth((t - 4) / 0.4) : t < 5.8 ? 1 : t < 6.3 ? 1 - smooth((t - 5.8) / 0.5) : 0;
  const side = cycle % 2 === 0 ? 1 : -1;
  for (const eye of ['LeftEye', 'RightEye'] as const) bone(avatar, eye).rotation.set(-0.05 * amount, side * 0.3 * amount, 0);
  bone(avatar, 'Head').rotation.set(0.02 * breath, side * 0.12 * amount, 0);
}
