import { Matrix4, Quaternion, Vector3, type Bone, type Object3D } from 'three';
import type { RoomEmote } from '@meshwork/contracts';
import type { Avatar } from './avatar.js';
import { visemes } from './parts/face.js';
import { idle, relaxedPose } from './pose.js';
import { smoothstep, type JointName } from './rig.js';

// Motion layered on the idle loop, for people moving in a room. Every function is deterministic in
// its arguments; `walk` (or `turnStep`) lays the base each frame, the others layer on top of it.

type Side = 'Left' | 'Right';
const sides = [
  ['Left', 1],
  ['Right', -1],
] as const;

function bone(avatar: Avatar, name: JointName): Bone {
  return avatar.skeleton.getBoneByName(name)!;
}

// The hips' rest offset, kept on first sight: walking and dancing move them from it.
const hipsRest = new WeakMap<Bone, Vector3>();
function hipsAtRest(avatar: Avatar): Bone {
  const hips = bone(avatar, 'Hips');
  if (!hipsRest.has(hips)) hipsRest.set(hips, hips.position.clone());
  hips.position.copy(hipsRest.get(hips)!);
  hips.rotation.set(0, 0, 0);
  return hips;
}

// One cadence for every speed: the stride follows the speed, so a change of speed never jumps the phase.
const strideHz = 0.95;

/** Walking at `speed` (m/s): legs, swinging arms, a twist of the hips and a little bob; at 0 exactly the idle loop. */
export function walk(avatar: Avatar, seconds: number, speed: number): void {
  relaxedPose(avatar);
  const hips = hipsAtRest(avatar);
  for (const name of ['Spine', 'Neck', 'LeftLowerLeg', 'RightLowerLeg'] as const) bone(avatar, name).rotation.set(0, 0, 0);
  idle(avatar, seconds);
  const amount = Math.min(Math.max(speed, 0) / 1.4, 1.25);
  if (amount === 0) return;
  const phase = seconds * strideHz * 2 * Math.PI;
  const swing = Math.sin(phase);
  for (const [side, sign] of sides) {
    const forward = sign * swing;
    bone(avatar, `${side}UpperLeg`).rotation.x = -0.36 * amount * forward;
    // The knee bends while its leg swings forward.
    bone(avatar, `${side}LowerLeg`).rotation.x = amount * (0.08 + 0.55 * Math.max(0, sign * Math.cos(phase)));
    bone(avatar, `${side}UpperArm`).rotation.x = 0.32 * amount * forward;
  }
  hips.position.y -= 0.03 * amount * Math.abs(swing);
  hips.rotation.y = -0.07 * amount * swing;
  bone(avatar, 'Spine').rotation.y = 0.05 * amount * swing;
}

/** Stepping on the spot while turning at `turnRate` (rad/s), so a turn does not look like a statue on a turntable. */
export function turnStep(avatar: Avatar, seconds: number, turnRate: number): void {
  walk(avatar, seconds, 0);
  const amount = Math.min(Math.abs(turnRate) / 1.5, 1);
  const phase = seconds * 1.8 * 2 * Math.PI;
  for (const [side, sign] of sides) {
    const lift = amount * Math.max(0, sign * Math.sin(phase));
    bone(avatar, `${side}UpperLeg`).rotation.x = -0.3 * lift;
    bone(avatar, `${side}LowerLeg`).rotation.x = 0.6 * lift;
  }
}

/** How long an emote plays, in seconds. */
const emoteSeconds = 2.5;

/** How much of the emote shows at `t` seconds: eased in, held, eased out. */
const emoteWeight = (t: number) => smoothstep(0, 0.35, t) * (1 - smoothstep(emoteSeconds - 0.45, emoteSeconds, t));

/** An emote `t` seconds after it began, over the pose of this frame; nothing before or after it. */
export function playEmote(avatar: Avatar, emote: RoomEmote, t: number): void {
  const weight = emoteWeight(t);
  if (weight === 0) return;
  const beat = (hz: number) => Math.sin(t * hz * 2 * Math.PI);
  if (emote === 'wave') {
    reachBlended(avatar, 'Right', new Vector3(-0.27 + 0.07 * beat(2.2), 1.72, 0.08), new Vector3(-1, -0.6, -0.2), weight);
  } else if (emote === 'clap') {
    // Wrists a few centimetres apart at each clap, 2.4 claps a second.
    const gap = 0.025 + 0.07 * (1 - Math.cos(t * 2.4 * 2 * Math.PI));
    for (const [side, sign] of sides) reachBlended(avatar, side, new Vector3(sign * gap, 1.2, 0.32), new Vector3(sign, -1, -0.3), weight);
  } else if (emote === 'thumbs-up') {
    reachBlended(avatar, 'Right', new Vector3(-0.2, 1.36 + 0.02 * beat(1.5), 0.4), new Vector3(-0.6, -1, 0), weight);
    // Roll the fist so the thumb, forward in the rest pose, points up.
    bone(avatar, 'RightHand').rotation.x += -1.4 * weight;
  } else {
    dance(avatar, t, weight);
  }
}

function dance(avatar: Avatar, t: number, weight: number): void {
  const sway = Math.sin(t * 1.1 * 2 * Math.PI);
  const bounce = Math.abs(Math.sin(t * 1.1 * 2 * Math.PI));
  const hips = bone(avatar, 'Hips');
  const roll = 0.08 * weight * sway;
  hips.position.x += 0.05 * weight * sway;
  hips.position.y -= 0.04 * weight * bounce;
  hips.rotation.z += roll;
  bone(avatar, 'Spine').rotation.z += -1.6 * roll;
  bone(avatar, 'Chest').rotation.y += 0.15 * weight * sway;
  for (const [side, sign] of sides) {
    // The legs turn back against the hips' roll, so the feet stay under the body.
    bone(avatar, `${side}UpperLeg`).rotation.z -= roll;
    bone(avatar, `${side}UpperLeg`).rotation.x += -0.1 * weight * bounce;
    bone(avatar, `${side}LowerLeg`).rotation.x += 0.2 * weight * bounce;
    const target = new Vector3(sign * 0.32, 1.45 + sign * 0.15 * sway, 0.15);
    reachBlended(avatar, side, target, new Vector3(sign, -1, -0.5), weight);
  }
}

/** Tilts the head up (positive) or down by `pitch` radians, the neck taking a little of it; over this frame's pose. */
export function lookPitch(avatar: Avatar, pitch: number): void {
  const clamped = Math.min(Math.max(pitch, -0.9), 0.9);
  bone(avatar, 'Neck').rotation.x = -0.3 * clamped;
  bone(avatar, 'Head').rotation.x += -0.7 * clamped;
}

// Each viseme's share of the mouth, the least of it always there while speaking, and how fast it
// drifts: speech never moves the mouth as one hinge.
const visemeDrift: Record<(typeof visemes)[number], { share: number; least: number; hz: number; phase: number }> = {
  aa: { share: 1, least: 0.5, hz: 1.4, phase: 0 },
  ih: { share: 0.3, least: 0, hz: 1.9, phase: 0.4 },
  ou: { share: 0.25, least: 0, hz: 0.8, phase: 2.9 },
  ee: { share: 0.25, least: 0, hz: 1.2, phase: 4.1 },
  oh: { share: 0.35, least: 0, hz: 1, phase: 1.7 },
};

/** Lips from how loud someone speaks (0 to 1): closed when silent, the open `aa` following the voice; a face without visemes stays still. */
export function speak(avatar: Avatar, seconds: number, loudness: number): void {
  const face = avatar.face;
  if (!face?.morphTargetDictionary || !face.morphTargetInfluences) return;
  const open = Math.min(Math.max(loudness, 0) * 1.4, 1);
  for (const viseme of visemes) {
    const index = face.morphTargetDictionary[viseme];
    if (index === undefined) continue;
    const { share, least, hz, phase } = visemeDrift[viseme];
    const drift = least + (1 - least) * (0.5 + 0.5 * Math.sin(seconds * hz * 2 * Math.PI + phase));
    face.morphTargetInfluences[index] = open * share * drift;
  }
}

/** Hands held where a person's tracked hands are, from their feet (metres, +Z ahead, +X their left): the arms point there. */
export function reachHands(avatar: Avatar, hands: { left?: Vector3; right?: Vector3 }): void {
  if (hands.left) reachBlended(avatar, 'Left', hands.left, new Vector3(1, -1, -0.5), 1);
  if (hands.right) reachBlended(avatar, 'Right', hands.right, new Vector3(-1, -1, -0.5), 1);
}

/** The arm's pose reaching for `target` (in the avatar's space), mixed by `weight` with its pose of this frame. */
function reachBlended(avatar: Avatar, side: Side, target: Vector3, pole: Vector3, weight: number): void {
  const upper = bone(avatar, `${side}UpperArm`);
  const lower = bone(avatar, `${side}LowerArm`);
  const before = [upper.quaternion.clone(), lower.quaternion.clone()] as const;
  reach(avatar, upper, lower, bone(avatar, `${side}Hand`), target, pole);
  upper.quaternion.copy(before[0].slerp(upper.quaternion, weight));
  lower.quaternion.copy(before[1].slerp(lower.quaternion, weight));
}

/** The transform from `object` to the avatar's root, from the bones' current local transforms. */
function rootMatrix(avatar: Avatar, object: Object3D): Matrix4 {
  const matrix = new Matrix4();
  for (let node: Object3D | null = object; node && node !== avatar.root; node = node.parent) {
    node.updateMatrix();
    matrix.premultiply(node.matrix);
  }
  return matrix;
}

/**
 * Two-bone reach: the elbow bends towards `pole` so that the hand lands on `target`, or as near as
 * the arm's length allows. Each bone turns by the shortest arc from its parent, so the arm never twists.
 */
function reach(avatar: Avatar, upper: Bone, lower: Bone, hand: Bone, target: Vector3, pole: Vector3): void {
  const parent = rootMatrix(avatar, upper.parent!);
  const parentRotation = new Quaternion();
  parent.decompose(new Vector3(), parentRotation, new Vector3());
  const shoulder = upper.position.clone().applyMatrix4(parent);
  const [upperLength, lowerLength] = [lower.position.length(), hand.position.length()];
  const towards = target.clone().sub(shoulder);
  const distance = Math.min(Math.max(towards.length(), Math.abs(upperLength - lowerLength) + 1e-3), upperLength + lowerLength - 1e-4);
  const direction = towards.normalize();
  // The elbow, by the law of cosines, off the shoulder-hand line towards the pole.
  const along = (upperLength ** 2 - lowerLength ** 2 + distance ** 2) / (2 * distance);
  const bend = pole.clone().addScaledVector(direction, -pole.dot(direction));
  // A pole along the arm gives no side to bend to: any perpendicular will do.
  if (bend.lengthSq() < 1e-8) bend.crossVectors(direction, Math.abs(direction.x) < 0.9 ? new Vector3(1, 0, 0) : new Vector3(0, 1, 0));
  bend.normalize();
  const elbow = shoulder
    .clone()
    .addScaledVector(direction, along)
    .addScaledVector(bend, Math.sqrt(Math.max(upperLength ** 2 - along ** 2, 0)));
  const wrist = shoulder.clone().addScaledVector(direction, distance);

  const upperDirection = elbow.clone().sub(shoulder).normalize().applyQuaternion(parentRotation.clone().invert());
  upper.quaternion.setFromUnitVectors(lower.position.clone().normalize(), upperDirection);
  const upperRotation = parentRotation.multiply(upper.quaternion);
  const lowerDirection = wrist.sub(elbow).normalize().applyQuaternion(upperRotation.invert());
  lower.quaternion.setFromUnitVectors(hand.position.clone().normalize(), lowerDirection);
}
